import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '../support/test';
import {buildDir} from '../support/serve-build.cjs';
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
    expect(twin).toMatch(/^# Function: InkwellRouter$/m);
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

  test('the stack picker becomes its choices, each with its own .env part where the page shows the file', () => {
    // Where the page shows no .env, the choices, none marked: the tabs below show them all.
    const guide = read('docs/getting-started/create-new-project.md');
    expect(guide).toMatch(/\*\*Data store:\*\* File \(development\) \| MongoDB \| DynamoDB\n/);
    expect(guide).not.toContain('(selected)');
    const picker = read('docs/category/configuration.md');
    for (const [group, choice, line] of [
      ['Data store', 'MongoDB', 'INKWELL_DATA_STORE=mongodb'],
      ['Media storage', 'Cloudinary', 'INKWELL_MEDIA_STORAGE=cloudinary'],
      ['Sign-in', 'Microsoft', 'MICROSOFT_TENANT_ID=common'],
      ['Host', 'Self-hosted', 'INKWELL_URL=https://cms.example.com'],
    ])
      expect(picker).toMatch(
        new RegExp(`\\*\\*${group}: ${choice}\\*\\*\\n\\n\`\`\`ini\\n(?:(?!\`\`\`)[\\s\\S])*${line}`),
      );
    // No block puts the file store (which Vercel cannot keep) together with Vercel.
    const blocks = [...picker.matchAll(/```ini\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
    expect(blocks.length).toBe(11);
    expect(blocks.filter((block) => block.includes('INKWELL_DATA_STORE=file') && block.includes('vercel.app'))).toEqual(
      [],
    );
  });

  test('a Markdown example is its source, titled as on the page, then what it renders', () => {
    const markdownFeatures = read('docs/using-inkwell/markdown-features.md');
    expect(markdownFeatures).toMatch(
      /```md title="You write"\n### A section of your post\n[\s\S]*?```\n\n\*What visitors see\. Rendered by \\<MarkdownRenderer> from @inkwell\/cms \(interactive on the web page\)\. It shows:\*\n\n> ### A section of your post\n/,
    );
    // The page's controls are not content.
    expect(markdownFeatures).not.toMatch(/^(You write|Edit this example)$/m);
  });

  test('each component demo is its caption and what it shows, without code the page does not show', () => {
    const demos = [
      {twin: 'docs/using-inkwell/create-a-blog-post.md', component: 'PostList'},
      {twin: 'docs/using-inkwell/create-a-page.md', component: 'Navigation'},
      {twin: 'docs/using-inkwell/users.md', component: 'AdminToolbar'},
      {twin: 'docs/using-inkwell/users.md', component: 'InkwellRouter'},
      {twin: 'docs/using-inkwell/create-a-blog-post.md', component: 'InkwellRouter'},
    ];
    for (const {twin, component} of demos) {
      const markdown = read(twin);
      const shown = [
        ...markdown.matchAll(
          /Rendered by \\<(\w+)> from @inkwell\/cms \(interactive on the web page\)\. It shows:\*\n\n((?:>.*\n)+)\n(.*)/g,
        ),
      ].filter((match) => match[1] === component);
      expect(shown.length, `${twin}: the ${component} demo's caption and what it shows`).toBeGreaterThan(0);
      for (const match of shown) {
        // What the demo shows, quoted: text a reader sees, not sample-data names.
        expect(match[2]?.replace(/^>\s*/gm, '').trim().length).toBeGreaterThan(10);
        // The page shows no code under a demo, so neither does the twin.
        expect(match[3], `${twin}: after the ${component} demo`).not.toMatch(/^```/);
      }
      // The demos' sample data (sampleSite, samplePosts…) lives only in the site's code.
      expect(markdown, twin).not.toMatch(/\bsample[A-Z]\w*/);
    }
  });

  test('llms.txt follows llmstxt.org: a title, a summary, and sections of described links to every page', () => {
    const llms = read('llms.txt');
    expect(llms).toMatch(/^# Inkwell\n\n> .+\n\n## /);
    // The sidebar's categories under their labels and in its order, guides first, after the overview.
    expect([...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual([
      'Overview',
      'Getting started',
      'Configuration',
      'Deploy your site',
      'Using Inkwell',
      'API',
      'Optional',
    ]);
    const entries = [...llms.matchAll(/^- \[([^\]]+)\]\((https?:\/\/[^)]+)\.md\): (.+)$/gm)];
    expect(entries.length).toBe(llms.match(/^- /gm)?.length);
    // Every page but the home page and search, /intro and /providers included, with its twin.
    const listed = entries.map((entry) => new URL(entry[2] ?? '').pathname);
    expect([...listed].sort()).toEqual(
      sitemapPaths()
        .filter((path) => path !== '/' && path !== '/search')
        .sort(),
    );
    expect(listed.slice(0, 2)).toEqual(['/intro', '/providers']);
    for (const path of listed) expect(existsSync(join(buildDir, `${path}.md`)), path).toBe(true);
    // Each description is one whole sentence, none cut at a line end.
    for (const [, label, , description] of entries) {
      expect(description, label).toMatch(/[.!?]["')]?$/);
      expect(description, label).not.toMatch(/[.!?] +["'(]?[A-Z]/);
    }
    // An API page's is its head description: its summary's first sentence, past the summary's line ends.
    expect(llms).toContain(
      '- [InkwellRouter](https://inkwell-cms.github.io/docs/api/functions/InkwellRouter.md): Renders whatever Inkwell.resolve() found for a path: a page, a post, the post list, the setup form, the dashboard,',
    );
  });

  test('llms-full.txt holds every docs page, in sidebar order', () => {
    const full = read('llms-full.txt');
    const at = (heading: string) => {
      const index = full.search(new RegExp(`^# ${heading}`, 'm'));
      expect(index, heading).toBeGreaterThan(0);
      return index;
    };
    // Getting started, Configuration, Deploy, Using Inkwell, then the API reference.
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

  test('pages outside the docs name their twin too, and the footer links to llms.txt', async ({page, request}) => {
    for (const path of ['/intro', '/providers', '/accessibility']) {
      await page.goto(path);
      await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${path}.md`);
      expect((await request.get(`${path}.md`)).status(), path).toBe(200);
    }
    const link = page.getByRole('contentinfo').getByRole('link', {name: 'llms.txt for AI assistants'});
    await expect(link).toHaveAttribute('href', '/llms.txt');
    expect(await (await request.get('/llms.txt')).text()).toMatch(/^# Inkwell\n/);
  });

  test('the twins and llms files are served as UTF-8 text', async ({request}) => {
    const twin = await request.get('/docs/configuration/oauth/github.md');
    expect(twin.status()).toBe(200);
    expect(twin.headers()['content-type']).toMatch(/^text\/markdown/);
    const llms = await request.get('/llms.txt');
    expect(llms.headers()['content-type']).toMatch(/^text\/plain/);
  });
});
