import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {sha256Source} from './policy.mjs';
import {builtHeadersDir, firstDifference, staleFiles, writeBuiltHeaders} from './write-headers.mjs';

let dir: string;
let buildDir: string;
let committed: Record<string, string>;

/** A build with one page whose inline script is `script`. */
function writePage(script: string): void {
  writeFileSync(
    join(buildDir, 'index.html'),
    `<!doctype html><html><head><script>${script}</script></head><body></body></html>`,
  );
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'inkwell-headers-'));
  buildDir = join(dir, 'build');
  mkdirSync(buildDir);
  committed = {
    'inkwell-docs-headers.conf': join(dir, 'inkwell-docs-headers.conf'),
    'vercel.json': join(dir, 'vercel.json'),
  };
  writeFileSync(committed['vercel.json'] ?? '', '{"cleanUrls": true}\n');
});

afterEach(() => rmSync(dir, {recursive: true, force: true}));

describe('the security headers a build writes, against the committed ones', () => {
  it("writes both files under the build only, hashing the pages' inline scripts", () => {
    writePage('setTheme()');
    const out = writeBuiltHeaders(buildDir, committed);
    expect(out).toBe(join(buildDir, builtHeadersDir));
    expect(readFileSync(join(out, 'inkwell-docs-headers.conf'), 'utf8')).toContain(sha256Source('setTheme()'));
    const vercel = JSON.parse(readFileSync(join(out, 'vercel.json'), 'utf8')) as {cleanUrls: boolean; headers: unknown};
    expect(vercel.cleanUrls).toBe(true);
    expect(JSON.stringify(vercel.headers)).toContain(sha256Source('setTheme()'));
    // The committed vercel.json is read, never written.
    expect(readFileSync(committed['vercel.json'] ?? '', 'utf8')).toBe('{"cleanUrls": true}\n');
  });

  it("finds nothing stale when the committed files are the build's", () => {
    writePage('setTheme()');
    const out = writeBuiltHeaders(buildDir, committed);
    for (const [name, path] of Object.entries(committed)) writeFileSync(path, readFileSync(join(out, name), 'utf8'));
    expect(staleFiles(buildDir, committed)).toEqual([]);
  });

  it('names both files, and the policy line, once an inline script changes', () => {
    writePage('setTheme()');
    const out = writeBuiltHeaders(buildDir, committed);
    for (const [name, path] of Object.entries(committed)) writeFileSync(path, readFileSync(join(out, name), 'utf8'));
    writePage('setTheme("dark")');
    writeBuiltHeaders(buildDir, committed);
    const stale = staleFiles(buildDir, committed);
    expect(stale.map(({name}) => name).sort()).toEqual(['inkwell-docs-headers.conf', 'vercel.json']);
    const nginx = stale.find(({name}) => name === 'inkwell-docs-headers.conf');
    const difference = firstDifference(nginx?.committed ?? '', nginx?.built ?? '');
    expect(difference.committed).toContain(sha256Source('setTheme()'));
    expect(difference.built).toContain(sha256Source('setTheme("dark")'));
  });

  it('asks for a build when there is none', () => {
    expect(() => staleFiles(buildDir, committed)).toThrow(/run `npm run build` first/);
  });
});
