/**
 * The guide runner, the providers' troubleshooting: in a copy of the getting-started app (built
 * once per run), started with GitHub, Google and Microsoft configured and a client secret each
 * provider does not know, a person signs in with each. The fake provider answers the token
 * request as the real one does (GitHub a 200 with `error=incorrect_client_credentials`, Google a
 * 401 `invalid_client`, Microsoft a 401 `invalid_client` with AADSTS7000215), and the page the
 * person sees and the server's log line must be the ones the provider's guide quotes.
 */
import {join} from 'node:path';
import {expect, type BrowserContext, type Page} from '@playwright/test';
import {Server} from './app';
import {Guide} from './guide';
import {guideServerEnv, step, test} from './guide-app';
import {startMockGitHub, type MockGitHub, type MockProviderId} from './mock-github';

// Past the other specs' ports (up to +4), so none meet.
const port = Number(process.env.INKWELL_GUIDES_PORT ?? 5110) + 7;
const origin = `http://localhost:${port}`;

const PROVIDERS: Array<{id: MockProviderId; label: string; guide: Guide; authorize: string}> = [
  {
    id: 'github',
    label: 'GitHub',
    guide: new Guide('configuration/oauth/github.md'),
    authorize: 'https://github.com/login/oauth/authorize**',
  },
  {
    id: 'google',
    label: 'Google',
    guide: new Guide('configuration/oauth/google.md'),
    authorize: 'https://accounts.google.com/o/oauth2/v2/auth**',
  },
  {
    id: 'microsoft',
    label: 'Microsoft',
    guide: new Guide('configuration/oauth/microsoft.md'),
    authorize: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize**',
  },
];

/** The secret the app is started with: not the one any provider registered. */
const wrongSecret = (id: MockProviderId) => `${id}-secret-copied-wrong-0123456789`;

test('a wrong client secret for each provider, as its guide describes it', async ({
  browser,
  guideApp: {work, appDir},
}) => {
  const started = Date.now();
  let server: Server | undefined;
  let github: MockGitHub | undefined;
  try {
    github = await startMockGitHub();
    github.registeredSecrets = {
      github: 'the-real-github-secret',
      google: 'the-real-google-secret',
      microsoft: 'the-real-ms-secret',
    };
    server = new Server('npx', ['next', 'start', '-p', String(port)], appDir, {
      ...guideServerEnv(origin, github, join(work, 'data')),
      GITHUB_CLIENT_ID: 'Ov23liGuideRunner',
      GITHUB_CLIENT_SECRET: wrongSecret('github'),
      GOOGLE_CLIENT_ID: '123456789012-guide-runner.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: wrongSecret('google'),
      MICROSOFT_CLIENT_ID: '00000000-0000-0000-0000-000000000000',
      MICROSOFT_CLIENT_SECRET: wrongSecret('microsoft'),
    });
    const app = server;
    await step('next start', 'production server answers, with all three providers', () =>
      app.ready(`${origin}/api/inkwell/site`, 120_000),
    );
    const context = await providersContext(browser, github);
    const page = await context.newPage();
    for (const provider of PROVIDERS) await wrongSecretStep(page, app, provider);
    await context.close();
  } catch (error) {
    if (server) console.log(`\n--- ${server.label}, last output:\n${server.output.slice(-3000)}`);
    throw error;
  } finally {
    await server?.stop();
    await github?.stop();
    console.log(`  Sign-in failures took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
});

/** A browser whose visits to each provider's authorize page go to the mock, query and all. */
async function providersContext(
  browser: {newContext(): Promise<BrowserContext>},
  github: MockGitHub,
): Promise<BrowserContext> {
  const context = await browser.newContext();
  for (const {authorize} of PROVIDERS) {
    await context.route(authorize, (route) =>
      route.fulfill({
        status: 302,
        headers: {location: `${github.origin}/authorize${new URL(route.request().url()).search}`},
      }),
    );
  }
  return context;
}

async function wrongSecretStep(page: Page, server: Server, provider: (typeof PROVIDERS)[number]): Promise<void> {
  const {guide, label, id} = provider;
  const section = 'Troubleshooting';
  const title = guide.quote(section, `${label} did not accept this site's client secret`);
  const message = guide.quote(section, `${label} refused the client ID and secret`);
  const logLine = /```text\n(\[inkwell\] Sign-in with [^\n]+)\n```/.exec(guide.section(section))?.[1] ?? '';
  await step(
    `${label}: a wrong client secret`,
    `the page says "${title}" and how to fix it; the server logs "${logLine.slice(0, 80)}…"`,
    async () => {
      expect(logLine, `${guide.file} shows the log line of a failed sign-in`).toContain(`Sign-in with ${label} failed`);
      // The setup form's second step offers every configured provider, as a first visitor sees it.
      await page.goto(`${origin}/setup`);
      await page.getByRole('textbox', {name: 'Site name'}).fill('Sign-in failures');
      await page.getByRole('button', {name: 'Save and continue'}).click();
      const callback = page.waitForResponse((response) =>
        response.url().startsWith(`${origin}/api/auth/callback/${id}`),
      );
      const before = server.output.length;
      await page.getByRole('link', {name: `Sign in with ${label}`}).click();
      expect((await callback).status()).toBe(500);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      await expect(page.getByRole('main').getByRole('paragraph').first()).toHaveText(message);
      const shown = await page.content();
      expect(shown).not.toContain(wrongSecret(id));

      // The guide writes Microsoft's trace lines as "…"; every other character is the log's.
      const expected = new RegExp(
        logLine
          .split('…')
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*?'),
      );
      await expect.poll(() => server.output.slice(before)).toMatch(expected);
      const lines = server.output
        .slice(before)
        .split('\n')
        .filter((line) => line.includes('[inkwell] Sign-in with'));
      expect(lines, 'one log line per failed sign-in').toHaveLength(1);
      expect(server.output).not.toContain(wrongSecret(id));
    },
  );
}
