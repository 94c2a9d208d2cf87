import {execFileSync} from 'node:child_process';
import {mkdir, mkdtemp, rm, utimes, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

import {describe, expect, it} from 'vitest';

import {gitHistory} from './gitHistory';
import {lastCommitTimes, lastUpdateLookup, parseFrontMatterWithLastUpdate, withLastUpdatedAt} from './lastUpdated';

const siteDir = process.cwd();
const sources = {
  folders: ['docs', 'src/pages'],
  generated: {folder: 'docs/api', inputs: ['packages/inkwell/src', 'typedoc']},
};

describe('lastCommitTimes', () => {
  it.runIf(gitHistory(siteDir).kind === 'full')(
    'gives every tracked docs page the date Docusaurus would ask git for, one file at a time',
    () => {
      const times = lastCommitTimes(siteDir, ['docs']);
      const tracked = execFileSync('git', ['ls-files', 'docs'], {cwd: siteDir, encoding: 'utf8'}).trim().split('\n');
      expect(tracked.length).toBeGreaterThan(10);
      for (const file of tracked) {
        // Docusaurus 3.7's own command (@docusaurus/utils gitUtils.getFileCommitDate, age newest).
        const own = execFileSync(
          'git',
          ['-c', 'log.showSignature=false', 'log', '--format=%ct', '--max-count=1', '--', file],
          {
            cwd: siteDir,
            encoding: 'utf8',
          },
        ).trim();
        expect({file, time: times.get(file)}).toEqual({file, time: Number(own) * 1000});
      }
    },
  );

  it('keeps the newest time of each file, whatever order git prints commits in', () => {
    const log = '\x00200\n\ndocs/a.md\ndocs/b.md\n\x00300\n\ndocs/b.md\n\x00100\n\ndocs/a.md\n';
    const times = lastCommitTimes('.', ['docs'], () => log);
    expect(Object.fromEntries(times)).toEqual({'docs/a.md': 200_000, 'docs/b.md': 300_000});
  });

  it('gives nothing when git cannot run', () => {
    expect(lastCommitTimes('.', ['docs'], () => null).size).toBe(0);
  });
});

describe('lastUpdateLookup', () => {
  const log = '\x00500\n\npackages/inkwell/src/index.ts\n\x00400\n\ndocs/intro.md\n\x00300\n\ntypedoc/plugin.mjs\n';
  const lookup = lastUpdateLookup('/site', sources, () => log);

  it('dates committed pages by their commit, API pages by the library source, and nothing outside the folders', () => {
    expect(lookup('/site/docs/intro.md')).toBe(400_000);
    expect(lookup('/site/docs/api/functions/createInkwell.md')).toBe(500_000);
    expect(lookup('/site/src/components/Search/index.tsx')).toBeUndefined();
  });

  it('gives partials no date, so they get no front matter (Docusaurus fails a CI build on it)', () => {
    expect(lookup('/site/src/pages/_components/HomeQuickStart/_quickStart.mdx')).toBeUndefined();
    expect(lookup('/site/src/pages/_components/Quick.mdx')).toBeUndefined();
    expect(lookup('/site/docs/_shared.md')).toBeUndefined();
    expect(lookup('/site/docs/intro.md')).toBe(400_000);
  });

  it('dates a page not committed yet by when it was written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'inkwell-last-updated-'));
    try {
      const page = join(dir, 'docs', 'new.md');
      await mkdir(join(dir, 'docs'));
      await writeFile(page, '# New\n');
      const written = new Date('2024-05-06T07:08:09Z');
      await utimes(page, written, written);
      expect(lastUpdateLookup(dir, sources, () => '')(page)).toBe(written.getTime());
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });

  it('reads the history once for all pages', () => {
    let runs = 0;
    const counted = lastUpdateLookup('/site', sources, () => {
      runs += 1;
      return log;
    });
    for (let index = 0; index < 50; index += 1) counted('/site/docs/intro.md');
    expect(runs).toBe(1);
  });
});

describe('parseFrontMatterWithLastUpdate', () => {
  const defaultParseFrontMatter = ({fileContent}: {fileContent: string}) =>
    Promise.resolve({
      frontMatter: fileContent.includes('last_update') ? {title: 'T', last_update: {date: '2020-01-01'}} : {title: 'T'},
      content: 'body',
    });

  it('adds last_update.date, and keeps a date the page sets itself', async () => {
    const parse = parseFrontMatterWithLastUpdate(() => Date.UTC(2025, 0, 2));
    const added = await parse({filePath: '/site/docs/a.md', fileContent: '# A', defaultParseFrontMatter});
    expect(added.frontMatter).toEqual({title: 'T', last_update: {date: '2025-01-02T00:00:00.000Z'}});
    const kept = await parse({filePath: '/site/docs/b.md', fileContent: 'last_update', defaultParseFrontMatter});
    expect(kept.frontMatter).toEqual({title: 'T', last_update: {date: '2020-01-01'}});
  });
});

describe('withLastUpdatedAt', () => {
  const lookup = (filePath: string) => ({'/site/src/pages/index.tsx': 700_000})[filePath];

  it('dates the routes that have a source file and no date, nested ones too, and leaves the rest', () => {
    const routes = [
      {path: '/', component: 'Home', metadata: {sourceFilePath: 'src/pages/index.tsx'}},
      {path: '/docs/intro', component: 'Doc', metadata: {sourceFilePath: 'docs/intro.md', lastUpdatedAt: 100}},
      {
        path: '/docs',
        component: 'Docs',
        routes: [
          {path: '/docs/x', component: 'Doc', metadata: {sourceFilePath: 'src/pages/index.tsx'}},
          {path: '/docs/y', component: 'Doc', metadata: {sourceFilePath: 'src/pages/unknown.tsx'}},
        ],
      },
      {path: '/search', component: 'Search'},
    ];
    expect(withLastUpdatedAt(routes, '/site', lookup)).toEqual([
      {path: '/', component: 'Home', metadata: {sourceFilePath: 'src/pages/index.tsx', lastUpdatedAt: 700_000}},
      routes[1],
      {
        path: '/docs',
        component: 'Docs',
        routes: [
          {
            path: '/docs/x',
            component: 'Doc',
            metadata: {sourceFilePath: 'src/pages/index.tsx', lastUpdatedAt: 700_000},
          },
          {path: '/docs/y', component: 'Doc', metadata: {sourceFilePath: 'src/pages/unknown.tsx'}},
        ],
      },
      routes[3],
    ]);
    // The routes it was given are not changed.
    expect(routes[0]?.metadata).toEqual({sourceFilePath: 'src/pages/index.tsx'});
  });
});
