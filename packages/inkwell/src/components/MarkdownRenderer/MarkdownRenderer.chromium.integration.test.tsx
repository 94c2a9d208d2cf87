/**
 * What a link rendered by MarkdownRenderer does when clicked in Chromium: hostile `href`s
 * that hide `javascript:`, `vbscript:` or `data:` behind every Unicode whitespace and control
 * character, server-rendered by the React this project runs (19, or 18.3 in the
 * `inkwell-react-18` project, which does not neutralise `javascript:` URLs itself), each
 * loaded in its own frame and clicked. No script may run.
 */
import fc from 'fast-check';
import {version} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

import {MarkdownRenderer} from '@inkwell/cms';

import {chromiumForFile} from './__tests__/chromium.js';
import {body, clickCases, generatedCase, linkHtml, type UrlCase} from './__tests__/url-strings.js';

const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'data']);

const chromium = chromiumForFile();

/**
 * Renders every case's link in one document (one paragraph each, which is much faster than
 * one render per link) and returns each link's HTML, in order.
 */
function renderLinks(cases: readonly UrlCase[]): string[] {
  const html = renderToStaticMarkup(<MarkdownRenderer markdown={cases.map((c) => linkHtml(c.value)).join('\n\n')} />);
  const links = [...html.matchAll(/<p>(.*?)<\/p>/gs)].map((match) => match[1] ?? '');
  expect(links).toHaveLength(cases.length);
  return links;
}

/** Clicks each distinct rendered link and returns the ids whose script ran. */
async function scriptsRun(cases: readonly UrlCase[]): Promise<string[]> {
  // Most hostile links are rendered alike (the same text with no href), so each distinct
  // fragment is clicked once.
  return chromium().clickLinks([...new Set(renderLinks(cases))]);
}

describe(`MarkdownRenderer links clicked in Chromium (React ${version})`, () => {
  it('runs on the React this project expects', () => {
    expect(version.split('.')[0]).toBe(process.env['INKWELL_REACT_MAJOR'] ?? '19');
  });

  it('detects a script that runs: the same links, not sanitized, do run (javascript: and data:)', async () => {
    const ran = await chromium().clickLinks([
      `<a href="javascript:${body('javascript', 'control-js')}">x</a>`,
      linkHtml(`data:${body('data', 'control-data')}`),
      linkHtml(`\u0001 JavaScript:${body('javascript', 'control-c0')}`),
    ]);
    expect(ran.sort()).toEqual(['control-c0', 'control-data', 'control-js']);
  }, 30_000);

  it('runs no script for any special character at any position of javascript:, vbscript: or data:', async () => {
    const cases = clickCases();
    expect(cases.length).toBeGreaterThan(1000);
    expect(await scriptsRun(cases)).toEqual([]);
  }, 180_000);

  it('runs no script for random mixes of special characters, case and position (fast-check)', async () => {
    const scriptCase = generatedCase.filter((c) => SCRIPT_SCHEMES.has(c.scheme));
    await fc.assert(
      fc.asyncProperty(fc.array(scriptCase, {minLength: 200, maxLength: 200}), async (generated) => {
        const cases = generated.map((c, i) => ({id: `g${i}`, scheme: c.scheme, value: c.value(`g${i}`)}));
        expect(await scriptsRun(cases)).toEqual([]);
      }),
      // Each shrinking step renders and clicks again; the ids that ran already name the cases.
      {numRuns: 2, endOnFailure: true},
    );
  }, 180_000);
});
