import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {runNodeChild} from './runNodeChild';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

/** A script in a temp folder, and the file it may write its findings to. */
function script(source: string): {path: string; out: string} {
  const dir = mkdtempSync(join(tmpdir(), 'node-child-'));
  dirs.push(dir);
  const path = join(dir, 'child.cjs');
  writeFileSync(path, source);
  return {path, out: join(dir, 'out.json')};
}

describe('runNodeChild', () => {
  it('resolves when the script exits 0, with its arguments', async () => {
    const {path, out} = script(
      `require('node:fs').writeFileSync(process.argv[2], JSON.stringify({args: process.argv.slice(3)}));`,
    );
    await runNodeChild(path, [out, 'a', 'b'], '[test] Step');
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual({args: ['a', 'b']});
  });

  it('rejects with the step and the exit code when the script fails', async () => {
    const {path} = script('process.exit(3);');
    await expect(runNodeChild(path, [], '[test] Step')).rejects.toThrow('[test] Step failed (exit code 3).');
  });

  it('rejects with the step and the signal when the script is killed', async () => {
    const {path} = script("process.kill(process.pid, 'SIGTERM');");
    await expect(runNodeChild(path, [], '[test] Step')).rejects.toThrow('[test] Step failed (SIGTERM).');
  });
});
