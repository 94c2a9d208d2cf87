/**
 * The usage guides speak to editors: outside their "For developers" sections, no guide in
 * `docs/using-inkwell/`, nor a caption of the demos it shows, uses a developer word
 * (`forbiddenWords`) or puts code in inline code. Markdown features may show the Markdown an
 * editor types; the other guides name the button instead.
 */
import {readdirSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {componentFiles, componentTexts, editorTexts, findings} from './editorWords';
import {readSource, repoRoot} from './sources';

const guidesDir = 'docs/using-inkwell';
/** The guide whose subject is Markdown: its inline code is what an editor types. */
const markdownGuide = `${guidesDir}/markdown-features.md`;

describe('editorTexts', () => {
  const guide = [
    '---',
    'title: A guide',
    'description: "What it is for."',
    '---',
    '',
    "import {Demo} from '@site/src/components/InkwellDemo';",
    '',
    'Open `/admin` and choose **Save**, then read [the list](/docs/api/functions/PostList).',
    '',
    '<Demo name="x" />',
    '',
    '```ts',
    'const hidden = 1;',
    '```',
    '',
    '## For developers: in code',
    '',
    'The `PostList` component.',
  ].join('\n');

  it('reads the front matter, prose and inline code, and leaves out code, demos, link targets and developers’ sections', () => {
    expect(editorTexts(guide).map(({text, code}) => (code ? `\`${text}\`` : text))).toEqual([
      'A guide',
      'What it is for.',
      'Open ',
      '`/admin`',
      ' and choose ',
      'Save',
      ', then read ',
      'the list',
      '.',
    ]);
  });

  it('refuses an editor’s section after a developers’ one', () => {
    expect(() => editorTexts(`${guide}\n\n## Publish\n\nChoose **Publish**.`)).toThrow(/"Publish" follows/);
  });
});

describe('findings', () => {
  const at = (text: string, code = false) => findings({text, code, where: 'x'}, false);

  it('finds developer words and keeps an editor’s', () => {
    expect(at('Sessions last 30 days, in a cookie.')).toHaveLength(1);
    expect(at('It ends on its next request.')).toHaveLength(1);
    expect(at('Dates are shown in UTC.')).toHaveLength(1);
    expect(at('It gives a not-found page (404).')).toHaveLength(1);
    expect(at('This is the real PostList, straight after deploying.')).toHaveLength(2);
    expect(at('The editor calls the HTTP API.')).toHaveLength(2);
    expect(at('Up to 200 characters, 5 MB, Page 2 of a blog with 43 posts, on GitHub, in WebP.')).toEqual([]);
  });

  it('finds code in inline code, and keeps addresses and values', () => {
    for (const code of ['##', '![alt text](address)', '/blog/<slug>', 'PostList', 'posts.list()'])
      expect(at(code, true), code).not.toEqual([]);
    for (const code of [
      '/blog/choosing-a-nib',
      'choosing-a-nib-2',
      'https://',
      'eddie@example.com',
      'api',
      '/uploads/…',
    ])
      expect(at(code, true), code).toEqual([]);
  });
});

describe('the usage guides, as an editor reads them', () => {
  const guides = readdirSync(`${repoRoot}${guidesDir}`)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => `${guidesDir}/${name}`);

  it('are found', () => {
    expect(guides).toContain(markdownGuide);
  });

  for (const guide of guides) {
    it(`${guide} uses no developer word outside its "For developers" sections`, () => {
      const source = readSource(guide);
      const pieces = [
        ...editorTexts(source),
        ...componentFiles(source, repoRoot).flatMap((file) => componentTexts(file, readSource(file))),
      ];
      expect(pieces.flatMap((piece) => findings(piece, guide === markdownGuide))).toEqual([]);
    });
  }

  it('read the demos’ captions', () => {
    const source = readSource(`${guidesDir}/create-a-blog-post.md`);
    const captions = componentFiles(source, repoRoot).flatMap((file) => componentTexts(file, readSource(file)));
    expect(captions.map(({text}) => text)).toContain("Page 2 of the blog's post list, as visitors see it.");
  });
});
