// Every built page is valid HTML by html-validate's standard preset (the HTML standard's own
// rules: content models, unique landmarks, no duplicate ids), read from build/ as served.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import type {Nodes} from 'hast';
import {HtmlValidate, formatterFactory, type Result} from 'html-validate';
import {buildDir} from '../support/serve-build.cjs';
import {expect, test} from '../support/test';

/**
 * The page written back with every tag explicit. Text is escaped in full: HTML allows a raw
 * `>` in text (the minifier leaves them), html-validate's no-raw-characters does not.
 */
function explicitHtml(html: string, onParseError: (reason: string) => void): string {
  const tree = fromHtml(html, {onerror: (error) => onParseError(error.reason)});
  const escapeText = (node: Nodes): void => {
    if (node.type === 'element' && (node.tagName === 'script' || node.tagName === 'style')) return;
    if (!('children' in node)) return;
    node.children = node.children.map((child) => {
      if (child.type !== 'text') {
        escapeText(child);
        return child;
      }
      const value = child.value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
      return {type: 'raw', value};
    });
  };
  escapeText(tree);
  return toHtml(tree, {allowDangerousHtml: true});
}

/** Every HTML file the build writes, but the server bundle's leftovers. */
function builtPages(): string[] {
  return readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html') && !file.startsWith('__server'))
    .sort();
}

test('every built page passes html-validate (standard preset) with no error', async () => {
  test.setTimeout(120_000);
  const validator = new HtmlValidate({extends: ['html-validate:standard']});
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(20);
  const failed: Result[] = [];
  const parseErrors: string[] = [];
  for (const page of pages) {
    // The build's minifier leaves out the tags HTML lets a parser imply (<head>, </p>, </li>…),
    // which html-validate does not infer; a standard parser's tree written back has them all.
    const html = explicitHtml(readFileSync(join(buildDir, page), 'utf8'), (reason) =>
      parseErrors.push(`${page}: ${reason}`),
    );
    const report = await validator.validateString(html, page);
    if (!report.valid) failed.push(...report.results);
  }
  expect(parseErrors, parseErrors.join('\n')).toEqual([]);
  expect(failed.length, formatterFactory('text')(failed)).toBe(0);
});
