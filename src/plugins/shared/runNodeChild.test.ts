import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {runNodeChild, standbyNodeChild} from './nodeChild';

const childJob = join(__dirname, 'childJob.cjs');
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
  it('resolves when the script exits 0, with its arguments and environment', async () => {
    const {path, out} = script(
      `require('node:fs').writeFileSync(process.argv[2], JSON.stringify({args: process.argv.slice(3), env: process.env.STEP_SETTING, priority: require('node:os').getPriority()}));`,
    );
    await runNodeChild(path, [out, 'a', 'b'], '[test] Step', {env: {STEP_SETTING: 'set'}, background: true});
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual({args: ['a', 'b'], env: 'set', priority: 19});
  });

  it('rejects with the step and the exit code when the script fails', async () => {
    const {path} = script('process.exit(3);');
    await expect(runNodeChild(path, [], '[test] Step')).rejects.toThrow('[test] Step failed (exit code 3).');
  });
});

describe('standbyNodeChild', () => {
  it('starts the script at once and hands it the job when run', async () => {
    const {path, out} = script(
      `require('node:fs').writeFileSync(__dirname + '/started', '');
       require(${JSON.stringify(childJob)}).whenJob(async (job) =>
         require('node:fs').writeFileSync(job.out, JSON.stringify(job)));`,
    );
    const child = standbyNodeChild(path, '[test] Step');
    // Running before it has a job: it has written its marker.
    await vi.waitFor(() => expect(existsSync(join(dirname(path), 'started'))).toBe(true), {timeout: 10_000});
    expect(existsSync(out)).toBe(false);
    await child.run({out, pages: 3});
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual({out, pages: 3});
    // A second run gives the same result and sends nothing again.
    await expect(child.run({out, pages: 4})).resolves.toBeUndefined();
  });

  it('rejects with the step and the exit code when the job fails', async () => {
    const {path} = script(
      `require(${JSON.stringify(childJob)}).whenJob(async () => { throw new Error('the job failed'); });`,
    );
    await expect(standbyNodeChild(path, '[test] Step').run({})).rejects.toThrow('[test] Step failed (exit code 1).');
  });
});
