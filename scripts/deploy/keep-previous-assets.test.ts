import {mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {defaultKeepMs, keepPreviousAssets, planAssets} from './keep-previous-assets.cjs';

const day = 24 * 60 * 60 * 1000;

describe('planAssets', () => {
  it('restores files the new build dropped, until they expire', () => {
    const now = 100 * day;
    const plan = planAssets(
      {'js/old.1.js': now - day, 'js/ancient.2.js': now - defaultKeepMs - 1, 'js/same.3.js': now - day},
      ['js/same.3.js', 'js/new.4.js'],
      now,
    );
    expect(plan.restore).toEqual(['js/old.1.js']);
    expect(plan.expired).toEqual(['js/ancient.2.js']);
    expect(plan.manifest).toEqual({'js/old.1.js': now - day, 'js/same.3.js': now, 'js/new.4.js': now});
  });
});

describe('keepPreviousAssets', () => {
  it('serves the previous build’s chunks beside the new build’s across two deploys', () => {
    const root = mkdtempSync(join(tmpdir(), 'keep-assets-'));
    const store = join(root, 'store');
    const deploy = (name: string, files: string[], now: number) => {
      const build = join(root, name);
      mkdirSync(join(build, 'assets', 'js'), {recursive: true});
      for (const file of files) writeFileSync(join(build, 'assets', file), file);
      keepPreviousAssets({storeDir: store, buildDir: build, now});
      return build;
    };
    deploy('a', ['js/main.aaaa.js'], 1000);
    const b = deploy('b', ['js/main.bbbb.js'], 2000);
    expect(readFileSync(join(b, 'assets', 'js', 'main.aaaa.js'), 'utf8')).toBe('js/main.aaaa.js');
    const c = deploy('c', ['js/main.cccc.js'], 1000 + defaultKeepMs + 1);
    expect(existsSync(join(c, 'assets', 'js', 'main.bbbb.js'))).toBe(true);
    expect(existsSync(join(c, 'assets', 'js', 'main.aaaa.js'))).toBe(false);
  });
});
