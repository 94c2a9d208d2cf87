import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '../support/test';
import {buildDir} from '../../scripts/serve-build.cjs';
import {sitemapPaths} from './support/sitemap';

const read = (path: string) => readFileSync(join(buildDir, path), 'utf8');
const docsPaths = () => sitemapPaths().filter((path) => path.startsWith('/docs/'));

test.describe('Markdown for readers and their AI assistants', () => {
  test('every docs page in the sitemap, API pages included, has a Markdown twin beside it', () => {
    const paths = docsPaths();
    expect(paths.filter((path) => path.startsWith('/docs/api/')).length).toBeGreaterThan(10);
    const missing = paths.filter((path) => !existsSync(join(buildDir, `${path}.md`)));
    expect(missing).toEqual([]);
    // A twin is the page's content, not its navigation.
    const twin = read('docs/api/functions/InkwellRouter.md');
    expect(twin).toMatch(/^# Function: InkwellRouter\(\)/m);
    expect(twin).not.toContain('Direct link to');
    expect(twin).not.toContain('Skip to main content');
  });

  test('code blocks keep their language and their text, without the highlighting', () => {
    const twin = read('docs/api/functions/InkwellRouter.md');
    const fences = [...twin.matchAll(/^```(\w*)$/gm)].map((match) => match[1]);
    expect(fences.length).toBeGreaterThan(0);
    // Opening fences name the language the page highlights them in; closing ones are bare.
    expect(
      fences.filter((_, index) => index % 2 === 0).every((language) => language === 'ts' || language === 'tsx'),
    ).toBe(true);
    const guide = read('docs/getting-started/create-new-project.md');
    expect(guide).toMatch(/```bash\nnpx create-next-app@/);
    expect(guide).not.toMatch(/token-line|class="token/);
  });

  test('the twins are not in the sitemap: search engines get the HTML page', () => {
    expect(sitemapPaths().filter((path) => path.endsWith('.md') || path.endsWith('.txt'))).toEqual([]);
  });

  test('tabs become every tab’s content under its label', () => {
    const twin = read('docs/configuration/oauth/github.md');
    const html = read('docs/configuration/oauth/github.html');
    const labels = [...html.matchAll(/role="?tab"?[\s>][^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(labels.length).toBeGreaterThanOrEqual(2);
    for (const label of labels) expect(twin).toContain(`**${label}**`);
    // The hidden tab's content is there too, after its label.
    const last = labels.at(-1) ?? '';
    expect(twin.slice(twin.indexOf(`**${last}**`)).length).toBeGreaterThan(100);
  });

  test('the stack picker becomes its choices, and a demo its caption beside its source', () => {
    const picker = read('docs/category/getting-started.md');
    expect(picker).toMatch(/\*\*Data store:\*\* .*MongoDB.*DynamoDB/);
    const markdownFeatures = read('docs/using-inkwell/markdown-features.md');
    // The example's source stays, as a code block after its "You write" title.
    expect(markdownFeatures).toMatch(/You write\n\n```md\n### A section/);
    expect(markdownFeatures).toContain('(interactive on the web page)');
  });

  test('the stack picker marks the choices its .env is for', () => {
    const picker = read('docs/category/configuration.md');
    for (const group of ['Data store', 'Media storage', 'Sign-in', 'Host'])
      expect(picker).toMatch(new RegExp(`\\*\\*${group}:\\*\\* [^\\n]*\\(selected\\)`));
    expect(picker).toMatch(
      /\*\*Host:\*\* Vercel \(selected\)[^\n]*\n[\s\S]*INKWELL_URL=https:\/\/your-project\.vercel\.app/,
    );
  });

  test('each component demo carries the TSX it renders, as a code block under its caption', () => {
    const demos = [
      {
        twin: 'docs/using-inkwell/create-a-blog-post.md',
        component: 'PostList',
        source: '<PostList posts={samplePosts}',
      },
      {
        twin: 'docs/using-inkwell/create-a-page.md',
        component: 'Navigation',
        source: '<Navigation label="Demo site menu" />',
      },
      {twin: 'docs/using-inkwell/users.md', component: 'AdminToolbar', source: "session={sampleSession('admin')}"},
      {
        twin: 'docs/using-inkwell/users.md',
        component: 'InkwellRouter',
        source: "<InkwellRouter result={{kind: 'setup'}} />",
      },
      {
        twin: 'docs/using-inkwell/users.md',
        component: 'InkwellRouter',
        source: "result={{kind: 'users', users: sampleUsers}}",
      },
      {
        twin: 'docs/using-inkwell/create-a-blog-post.md',
        component: 'InkwellRouter',
        source: "result={{kind: 'edit-post', post: sampleDraft}}",
      },
    ];
    for (const {twin, component, source} of demos) {
      const markdown = read(twin);
      const blocks = [
        ...markdown.matchAll(
          /Rendered by \\<(\w+)> from @inkwell\/cms\. \(interactive on the web page\)\*\n\n```tsx\n([\s\S]*?)\n```/g,
        ),
      ];
      const block = blocks.find((match) => match[1] === component && match[2]?.includes(source));
      expect(block, `${twin}: a tsx block under the ${component} caption with ${source}`).toBeDefined();
      expect(block?.[2]).toContain(`import {`);
      expect(block?.[2]).toContain(`from '@inkwell/cms';`);
    }
    // Every component demo of those pages has its source: a tsx block right under its caption.
    // (The not-added page is the sign-in route's HTML, not a component: its caption says so.)
    for (const twin of new Set(demos.map((demo) => demo.twin))) {
      const markdown = read(twin);
      expect(markdown.match(/Rendered by [^*\n]*\(interactive on the web page\)\*\n\n```tsx\n/g)?.length, twin).toBe(
        markdown.match(/Rendered by [^*\n]*\(interactive on the web page\)/g)?.length,
      );
    }
  });

  test('llms.txt follows llmstxt.org: a title, a summary, and sections of links to the twins', () => {
    const llms = read('llms.txt');
    expect(llms).toMatch(/^# Inkwell\n\n> .+/);
    const links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1] ?? '');
    expect(links.length).toBeGreaterThanOrEqual(docsPaths().length);
    expect(links.every((link) => /^https?:\/\/.+\.md$/.test(link))).toBe(true);
    expect(llms).toMatch(/^## /m);
  });

  test('llms-full.txt holds every docs page, in sidebar order', () => {
    const full = read('llms-full.txt');
    const at = (heading: string) => {
      const index = full.search(new RegExp(`^# ${heading}`, 'm'));
      expect(index, heading).toBeGreaterThan(0);
      return index;
    };
    // Getting Started, Configuration, Deploy, Using Inkwell, then the API reference.
    const order = [
      at('Prerequisites'),
      at('Configuration'),
      at('MongoDB'),
      at('Deploy'),
      at('Markdown features'),
      at('Function: InkwellRouter'),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(full.split('\n---\n').length).toBeGreaterThan(docsPaths().length);
  });

  test('the twins and llms files are served as UTF-8 text', async ({request}) => {
    const twin = await request.get('/docs/configuration/oauth/github.md');
    expect(twin.status()).toBe(200);
    expect(twin.headers()['content-type']).toMatch(/^text\/markdown/);
    const llms = await request.get('/llms.txt');
    expect(llms.headers()['content-type']).toMatch(/^text\/plain/);
  });
});
