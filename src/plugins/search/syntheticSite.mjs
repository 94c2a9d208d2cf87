// @ts-check
// A copy of the built site with extra generated guide pages, indexed like the real one, so
// the bench can show how search costs grow with the docs. The pages reuse a real guide's
// HTML shell and words drawn from the site's own text (keeping how often each word occurs),
// so the index grows the way it would with more real guides. The caller precompresses the new
// index as the build's is; the copied assets keep the build's copies.
import {cp, mkdir, mkdtemp, readFile, readdir, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {indexSite} from './indexer.mjs';

/**
 * A small deterministic PRNG (mulberry32), so every bench run generates the same pages.
 * @param {number} seed
 */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {string} html */
function words(html) {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .split(/\s+/)
    .filter((word) => /^[A-Za-z][A-Za-z'-]{1,20}$/.test(word));
}

/**
 * One generated guide page of about `wordCount` words under six headings.
 * @param {{shell: string, vocabulary: string[], next: () => number, number: number, wordCount: number}} options
 */
export function generatedPage({shell, vocabulary, next, number, wordCount}) {
  const pick = () => vocabulary[Math.floor(next() * vocabulary.length)] ?? 'inkwell';
  const phrase = (/** @type {number} */ length) => Array.from({length}, pick).join(' ');
  const sections = 6;
  const perParagraph = 50;
  const paragraphs = Math.max(1, Math.round(wordCount / sections / perParagraph));
  let body = `<header><h1>Generated guide ${number}: ${phrase(3)}</h1></header>`;
  for (let section = 0; section < sections; section += 1) {
    body += `<h2 class="anchor" id="section-${section}">${phrase(4)}</h2>`;
    for (let paragraph = 0; paragraph < paragraphs; paragraph += 1) body += `<p>${phrase(perParagraph)}.</p>`;
  }
  const start = shell.indexOf('<main');
  const end = shell.indexOf('</main>') + '</main>'.length;
  return `${shell.slice(0, start)}<main class="docMainContainer"><article><div class="theme-doc-markdown markdown">${body}</div></article></main>${shell.slice(end)}`;
}

/**
 * Copies `buildDir` to a temporary folder, adds `extraPages` generated guides under
 * docs/generated/, and indexes the copy with Pagefind.
 * @param {string} buildDir
 * @param {number} extraPages
 * @returns {Promise<string>} the folder, for the caller to serve and remove
 */
export async function syntheticSite(buildDir, extraPages) {
  const dir = await mkdtemp(join(tmpdir(), 'inkwell-search-bench-'));
  await cp(buildDir, dir, {recursive: true});
  const shell = await readFile(join(buildDir, 'docs', 'configuration', 'oauth', 'github.html'), 'utf8');
  const guides = (await readdir(join(buildDir, 'docs'), {recursive: true})).filter(
    (file) => file.endsWith('.html') && !file.startsWith('api'),
  );
  /** @type {string[]} */
  const vocabulary = [];
  let guideWords = 0;
  for (const file of guides) {
    const pageWords = words(await readFile(join(buildDir, 'docs', file), 'utf8'));
    vocabulary.push(...pageWords);
    guideWords += pageWords.length;
  }
  const wordCount = Math.round(guideWords / Math.max(1, guides.length));
  const next = random(11);
  await mkdir(join(dir, 'docs', 'generated'), {recursive: true});
  for (let number = 1; number <= extraPages; number += 1) {
    await writeFile(
      join(dir, 'docs', 'generated', `guide-${number}.html`),
      generatedPage({shell, vocabulary, next, number, wordCount}),
    );
  }
  await indexSite(dir, '/');
  return dir;
}
