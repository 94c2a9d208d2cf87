/**
 * The getting-started guides' AGENTS.md step: the guide's lines added to the app's `AGENTS.md`
 * (at its end when the app has one, as a new file when it has none), then read as a coding
 * agent reads them: every path they name is in the app, and the package's own `AGENTS.md`
 * names the installed version and sends the agent to pages that are there.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect} from '@playwright/test';
import type {Guide} from './guide';

/** The block create-next-app 16 writes, and `next dev` keeps current, between its markers. */
const NEXT_BLOCK = /<!-- BEGIN:nextjs-agent-rules -->[\s\S]*?<!-- END:nextjs-agent-rules -->/;

/** The guide's lines for `AGENTS.md`: the one block of `section` titled so. */
export function agentsLines(guide: Guide, section: string): string {
  const blocks = guide.blocks(section).filter((block) => block.title === 'AGENTS.md');
  expect(blocks.length, `${guide.file}, "${section}": one block titled AGENTS.md`).toBe(1);
  return blocks[0]?.code ?? '';
}

/**
 * Follows the step of `section` in `appDir`. `nextWroteOne` says whether create-next-app wrote
 * an `AGENTS.md` (16 does, 15 does not): the runner checks the app is as the guide says before
 * following it.
 */
export function addInkwellToAgentsMd(guide: Guide, section: string, appDir: string, nextWroteOne: boolean): void {
  const lines = agentsLines(guide, section);
  const file = join(appDir, 'AGENTS.md');
  const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (nextWroteOne) {
    // "create-next-app@16 wrote one that sends them to the Next.js docs in node_modules/next/dist/docs/."
    expect(before, "create-next-app's AGENTS.md").toMatch(NEXT_BLOCK);
    expect(before).toContain('`node_modules/next/dist/docs/`');
    expect(existsSync(join(appDir, 'node_modules', 'next', 'dist', 'docs')), 'the Next.js docs it names').toBe(true);
  } else {
    expect(before, 'the app has no AGENTS.md yet').toBeUndefined();
  }
  writeFileSync(file, before === undefined ? `${lines}\n` : `${before.trimEnd()}\n\n${lines}\n`);

  const after = readFileSync(file, 'utf8');
  if (before !== undefined) expect(after.startsWith(before.trimEnd()), 'what the file held stays first').toBe(true);
  expect(after.endsWith(`${lines}\n`)).toBe(true);
  checkAgentsMdPaths(appDir, lines, guide);
}

/**
 * Reads the app's `AGENTS.md` lines as an agent does: each `node_modules/…` path they name
 * exists from the app's folder; the package's `AGENTS.md` among them names the installed
 * version, every page it names is in the package, and the guide being followed is one of them.
 */
function checkAgentsMdPaths(appDir: string, lines: string, guide: Guide): void {
  const named = [...lines.matchAll(/`(node_modules\/[^`]+)`/g)].map((match) => match[1] ?? '');
  expect(named.length, 'the lines name where the docs are').toBeGreaterThan(0);
  for (const path of named) expect(existsSync(join(appDir, path)), `${path}, named in AGENTS.md`).toBe(true);
  const packageAgents = named.find((path) => path.endsWith('/AGENTS.md'));
  expect(packageAgents, "the lines send the agent to the package's AGENTS.md").toBe(
    'node_modules/@inkwell/cms/AGENTS.md',
  );

  const packageDir = join(appDir, 'node_modules', '@inkwell', 'cms');
  const {version} = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {version: string};
  const text = readFileSync(join(packageDir, 'AGENTS.md'), 'utf8');
  expect(text, 'the package AGENTS.md names the installed version').toContain(`\`@inkwell/cms\` ${version}`);
  const pages = [...text.matchAll(/`(docs\/[^`]+\.md)`/g)].map((match) => match[1] ?? '');
  for (const page of pages)
    expect(existsSync(join(packageDir, page)), `${page}, named in the package's AGENTS.md`).toBe(true);
  // The guide being followed is among them, under its own title.
  const twin = `docs/${guide.file}`;
  expect(pages).toContain(twin);
  const title = /^title: (.+)$/m.exec(guide.source)?.[1]?.trim() ?? '';
  expect(readFileSync(join(packageDir, twin), 'utf8').split('\n', 1)[0]).toBe(`# ${title}`);
}

/** After `next dev`, which may add or update its own block: the guide's lines are still there. */
export function expectAgentsLinesKept(guide: Guide, section: string, appDir: string): void {
  const text = readFileSync(join(appDir, 'AGENTS.md'), 'utf8');
  expect(text, 'the Inkwell lines of AGENTS.md after next dev').toContain(agentsLines(guide, section));
}
