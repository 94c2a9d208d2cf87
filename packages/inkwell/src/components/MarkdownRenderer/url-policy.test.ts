import {sanitizeSchema} from './schema.js';
import {URL_ATTRIBUTES, isAllowedUrlAttribute, srcsetCandidates, urlScheme} from './url-policy.js';

/** Attributes the schema allows that hold no URL a browser follows or loads. */
const NOT_URLS = new Set([
  'abbr',
  'accept',
  'acceptCharset',
  'accessKey',
  'align',
  'alt',
  'ariaDescribedBy',
  'ariaLabel',
  'ariaLabelledBy',
  'axis',
  'border',
  'cellPadding',
  'cellSpacing',
  'char',
  'charOff',
  'charSet',
  'checked',
  'className',
  'clear',
  'colSpan',
  'color',
  'cols',
  'compact',
  'coords',
  'dataFootnoteBackref',
  'dataFootnoteRef',
  'dataFootnotes',
  'dateTime',
  'dir',
  'disabled',
  'encType',
  'frame',
  'hSpace',
  'headers',
  'height',
  'hrefLang',
  'htmlFor',
  'id',
  'isMap',
  'itemProp',
  'itemScope',
  'label',
  'lang',
  'maxLength',
  'media',
  'method',
  'multiple',
  'name',
  'noHref',
  'noShade',
  'noWrap',
  'open',
  'prompt',
  'readOnly',
  'rev',
  'rowSpan',
  'rows',
  'rules',
  'scope',
  'selected',
  'shape',
  'size',
  'span',
  'start',
  'summary',
  'tabIndex',
  'title',
  'type',
  // A `#name` reference to a map in the same document, not a URL that is fetched.
  'useMap',
  'vAlign',
  'value',
  'width',
]);

describe('URL attributes', () => {
  it('checks every attribute the sanitizer schema allows that can hold a URL', () => {
    const allowed = new Set(
      Object.values(sanitizeSchema.attributes ?? {}).flatMap((list) =>
        list.map((entry) => (Array.isArray(entry) ? String(entry[0]) : entry)),
      ),
    );
    const unclassified = [...allowed].filter((name) => !(name in URL_ATTRIBUTES) && !NOT_URLS.has(name));
    expect(unclassified).toEqual([]);
    for (const name of ['href', 'src', 'srcSet', 'cite', 'longDesc', 'action', 'itemType']) {
      expect(allowed.has(name), name).toBe(true);
      expect(URL_ATTRIBUTES[name], name).toBeDefined();
    }
  });

  it('covers the URL attributes the schema does not allow today too', () => {
    for (const name of ['poster', 'formAction', 'xLinkHref', 'background', 'data', 'ping', 'imageSrcSet']) {
      expect(URL_ATTRIBUTES[name], name).toBeDefined();
      expect(isAllowedUrlAttribute(name, 'javascript:alert(1)'), name).toBe(false);
    }
  });
});

describe('urlScheme', () => {
  it.each([
    ['https://example.com', {kind: 'absolute', scheme: 'https'}],
    ['  HTTPS://example.com  ', {kind: 'absolute', scheme: 'https'}],
    ['java\tscript:x', {kind: 'absolute', scheme: 'javascript'}],
    ['\u0000\u001f javascript:x', {kind: 'absolute', scheme: 'javascript'}],
    ['/path:with-colon', {kind: 'relative'}],
    ['foo):bar', {kind: 'relative'}],
    ['%6Aavascript:x', {kind: 'relative'}],
    ['\u00a0javascript:x', {kind: 'ambiguous'}],
    ['java\u0001script:x', {kind: 'ambiguous'}],
    ['java\u00adscript:x', {kind: 'ambiguous'}],
    // The long s folds to "s" under NFKC; the browser keeps it, so the URL is relative there.
    ['javaſcript:x', {kind: 'ambiguous'}],
  ])('%j reads as %j', (value, expected) => {
    expect(urlScheme(value)).toEqual(expected);
  });
});

describe('srcset', () => {
  it('splits candidates as the HTML standard does', () => {
    expect(srcsetCandidates(' a.png 1x,b.png  2x , c.png,, d.png,e.png 100w')).toEqual([
      {url: 'a.png', descriptors: ['1x']},
      {url: 'b.png', descriptors: ['2x']},
      {url: 'c.png', descriptors: []},
      // A URL runs to the next whitespace, commas included.
      {url: 'd.png,e.png', descriptors: ['100w']},
    ]);
    // A comma inside a URL stays in it; one inside a descriptor's parentheses does not end it.
    expect(srcsetCandidates('data:image/png,abc 1x, f.png (a, b) 2x')).toEqual([
      {url: 'data:image/png,abc', descriptors: ['1x']},
      {url: 'f.png', descriptors: ['(a, b)', '2x']},
    ]);
  });

  it.each([
    ['https://example.com/a.png 1x, /b.png 2x', true],
    ['a.png 640w, b.png 1.5x', true],
    ['https://example.com/a.png 1x, javascript:alert(1) 2x', false],
    ['data:image/png,abc 1x', false],
    // The browser reads the URL "ja" and a descriptor; a reader that drops the space does not.
    ['ja vascript:alert(1)', false],
    ['a.png\u00a0javascript:alert(1)', false],
    ['a.png 2x\u2028, javascript:alert(1) 1x', false],
  ])('%j allowed: %j', (value, allowed) => {
    expect(isAllowedUrlAttribute('srcSet', value)).toBe(allowed);
  });
});
