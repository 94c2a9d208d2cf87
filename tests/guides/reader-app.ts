/**
 * What the specs that sign people in share: a browser routed to the mock GitHub, signing in from
 * an admin address, the session the app reports, and images to upload. The app itself is
 * `guide-app.ts`'s.
 */
import {type BrowserContext, type Page} from '@playwright/test';
import type {MockGitHub} from './mock-github';

/** The signed-in person as the app's session endpoint reports them, or null. */
export async function sessionOf(page: Page, origin: string): Promise<{user: {role: string; name: string}} | null> {
  const session = (await (await page.request.get(`${origin}/api/auth/session`)).json()) as {
    user?: {role: string; name: string};
  } | null;
  return session?.user ? {user: session.user} : null;
}

/** A browser context whose visits to GitHub's authorize page go to the mock, query and all. */
export async function githubContext(
  browser: {newContext(): Promise<BrowserContext>},
  github: MockGitHub,
): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route('https://github.com/login/oauth/authorize**', (route) =>
    route.fulfill({
      status: 302,
      headers: {location: `${github.origin}/authorize${new URL(route.request().url()).search}`},
    }),
  );
  return context;
}

/**
 * Signs `identity` in from the sign-in screen of an admin address (`path`), as a person who was
 * sent the site's address would, and waits until the browser has left the sign-in routes: back
 * at `path`, or on the page that refuses the sign-in.
 */
export async function signInAt(
  page: Page,
  origin: string,
  path: string,
  github: MockGitHub,
  identity: MockGitHub['identity'],
  buttonName = 'Sign in with GitHub',
): Promise<void> {
  github.identity = identity;
  if (!page.url().startsWith(`${origin}${path}`)) await page.goto(`${origin}${path}`);
  // The sign-in ends back at `path`, where the page already is, so waiting for the URL alone
  // could return before the provider's callback has set the session cookie (it did once, under
  // load): wait for that callback's answer first.
  const callback = page.waitForResponse((response) => response.url().startsWith(`${origin}/api/auth/callback/`), {
    timeout: 30_000,
  });
  await page.getByRole('link', {name: buttonName}).click();
  await callback;
  // A refused sign-in is answered at the callback address itself, so only the sign-in start is left behind.
  await page.waitForURL((url) => url.origin === origin && !url.pathname.startsWith('/api/auth/signin'));
}

/** A PNG drawn by Chromium's canvas: a real image of `width`×`height`. */
export async function drawPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#1d4ed8');
      gradient.addColorStop(1, '#0f766e');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#fff';
      context.font = `bold ${Math.round(h / 5)}px sans-serif`;
      context.fillText('Inkwell', w / 10, h / 1.8);
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}
