/**
 * Differential test: the scheme `urlScheme` reads against the one Chromium's URL parser reads
 * (`new URL(value, base).protocol` in a real page), for strings that hide a scheme behind
 * every Unicode whitespace and control character. They must agree, or ours must be stricter
 * (it calls the URL ambiguous, which refuses it).
 */
import fc from 'fast-check';

import {chromiumForFile, type ChromiumReading} from './__tests__/chromium.js';
import {enumeratedCases, generatedCase} from './__tests__/url-strings.js';
import {URL_ATTRIBUTES, urlScheme, urlTransform, type UrlScheme} from './url-policy.js';

const chromium = chromiumForFile();

/**
 * Agreement: ours refuses (`ambiguous`), or reads what Chromium reads. Chromium failing to
 * parse (`invalid`) leaves an inert link, which no reading of ours can make less safe.
 */
function agrees(ours: UrlScheme, theirs: ChromiumReading): boolean {
  if (ours.kind === 'ambiguous' || theirs.kind === 'invalid') return true;
  if (ours.kind === 'relative') return theirs.kind === 'relative';
  return theirs.kind === 'absolute' && theirs.scheme === ours.scheme;
}

async function disagreements(values: readonly string[]): Promise<string[]> {
  const theirs = await chromium().readUrls(values);
  return values.flatMap((value, i) => {
    const ours = urlScheme(value);
    const chromiumReading = theirs[i];
    if (!chromiumReading) throw new Error(`Chromium returned no reading for ${JSON.stringify(value)}`);
    return agrees(ours, chromiumReading)
      ? []
      : [`${JSON.stringify(value)}: ours ${JSON.stringify(ours)}, Chromium ${JSON.stringify(chromiumReading)}`];
  });
}

describe('urlScheme against Chromium', () => {
  it('agrees on every special character at every position of each scheme', async () => {
    const values = enumeratedCases().map((c) => c.value);
    expect(values.length).toBeGreaterThan(5000);
    expect(await disagreements(values)).toEqual([]);
    const kinds = new Map<string, number>();
    for (const value of values) kinds.set(urlScheme(value).kind, (kinds.get(urlScheme(value).kind) ?? 0) + 1);
    console.log(
      `urlScheme against Chromium: ${values.length} enumerated strings, ${JSON.stringify(Object.fromEntries(kinds))}`,
    );
  }, 60_000);

  it('agrees on random mixes of special characters, case and position (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(generatedCase, {minLength: 2000, maxLength: 2000}), async (cases) => {
        const values = cases.map((c, i) => c.value(`g${i}`));
        expect(await disagreements(values)).toEqual([]);
      }),
      {numRuns: 10},
    );
  }, 120_000);

  it('lets through, unchanged, only URLs that Chromium reads as relative or as a scheme the attribute allows', async () => {
    const values = [
      ...enumeratedCases().map((c) => c.value),
      ...fc.sample(generatedCase, 5000).map((c, i) => c.value(`s${i}`)),
    ];
    const problems: string[] = [];
    for (const key of ['href', 'src', 'cite']) {
      const allowed = URL_ATTRIBUTES[key]?.schemes ?? new Set();
      const kept = values.flatMap((value) => {
        const emitted = urlTransform(value, key);
        if (emitted === undefined) return [];
        if (emitted !== value) problems.push(`${key}: ${JSON.stringify(value)} emitted as ${JSON.stringify(emitted)}`);
        return [emitted];
      });
      const readings = await chromium().readUrls(kept);
      readings.forEach((reading, i) => {
        if (reading.kind === 'absolute' && !allowed.has(reading.scheme)) {
          problems.push(`${key}: ${JSON.stringify(kept[i])} kept, and Chromium reads ${reading.scheme}:`);
        }
      });
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('reads the plain forms as Chromium does, without refusing them', async () => {
    const plain = [
      'https://example.com/',
      'HTTPS://example.com/',
      ' \t https://example.com/ \n',
      'ht\ttps://example.com/',
      'mailto:a@example.com',
      '/about',
      '#top',
      '?q=a:b',
      '//example.com/x',
      'foo):bar',
      '1a:b',
      'javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\nscript:alert(1)',
    ];
    expect(await disagreements(plain)).toEqual([]);
    expect(plain.map((value) => urlScheme(value).kind)).not.toContain('ambiguous');
  });

  it('refuses a scheme hidden behind a character the browser keeps but a lenient reader drops', () => {
    for (const value of [
      '\u00a0javascript:x',
      '\u2028javascript:x',
      'java\u200bscript:x',
      '\ufeffdata:x',
      'ｊavascript:x',
    ]) {
      expect(urlScheme(value), JSON.stringify(value)).toEqual({kind: 'ambiguous'});
    }
  });
});
