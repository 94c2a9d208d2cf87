import type {Post, Session} from '@inkwell/cms';
import {describe, expect, it} from 'vitest';
import {API_BASE, createLocalSite, localSession, type LocalSite} from './localSite';

const origin = 'https://docs.example';

/** The smallest valid PNG: one transparent pixel. */
const onePixelPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (character) => character.charCodeAt(0),
);

/** A request to the playground's API as its screens send it: same origin, from the page. */
function apiRequest(method: string, path: string, body?: BodyInit, type?: string): Request {
  const headers = new Headers({origin, 'sec-fetch-site': 'same-origin'});
  if (type) headers.set('content-type', type);
  return new Request(`${origin}${API_BASE}${path}`, {method, headers, body});
}

async function postTitles(site: LocalSite, session: Session | null = localSession): Promise<string[]> {
  const {result} = await site.view('/blog', session);
  if (result.kind !== 'post-list') throw new Error(`/blog showed ${result.kind}`);
  return result.posts.items.map((post) => post.title);
}

describe('createLocalSite', () => {
  it('opens a site with a name, an About page in the menu and one published post', async () => {
    const site = await createLocalSite(origin);
    const view = await site.view('/about', null);
    expect(view.site?.name).toBe('Field Notes');
    expect(view.navigation.map((item) => item.title)).toContain('About');
    expect(view.result.kind).toBe('page');
    expect(await postTitles(site, null)).toEqual(['Welcome to Field Notes']);
    site.close();
  });

  it('answers the API as the reader, an admin: a post saved through it is in the next list', async () => {
    const site = await createLocalSite(origin);
    const created = await site.send(
      apiRequest(
        'POST',
        '/posts',
        JSON.stringify({title: 'Ink that dries fast', body: 'Two tips.', status: 'published'}),
        'application/json',
      ),
    );
    expect(created.status).toBe(201);
    const post = (await created.json()) as Post;
    expect(post.slug).toBe('ink-that-dries-fast');
    expect(await postTitles(site)).toEqual(['Ink that dries fast', 'Welcome to Field Notes']);
    expect((await site.view(`/blog/${post.slug}`, null)).result.kind).toBe('post');
    site.close();
  });

  it('keeps each site to itself: a new one starts from the same first post', async () => {
    const first = await createLocalSite(origin);
    await first.send(
      apiRequest(
        'POST',
        '/posts',
        JSON.stringify({title: 'Only here', body: 'x', status: 'published'}),
        'application/json',
      ),
    );
    const second = await createLocalSite(origin);
    expect(await postTitles(second)).toEqual(['Welcome to Field Notes']);
    first.close();
    second.close();
  });

  it('signed out, the reader is a visitor: drafts and the editor are closed, and writes are refused', async () => {
    const site = await createLocalSite(origin);
    expect((await site.view('/admin/posts/new', localSession)).result.kind).toBe('edit-post');
    // The sign-in screen offers the provider the playground's own sign-in link answers.
    expect((await site.view('/admin/posts/new', null)).result).toEqual({kind: 'sign-in', providers: ['github']});
    const refused = await site.send(
      apiRequest('POST', '/posts', JSON.stringify({title: 'No', body: 'x'}), 'application/json'),
    );
    expect(refused.status).toBe(401);
    // Signing in again restores the session the API sees.
    await site.view('/admin', localSession);
    const accepted = await site.send(
      apiRequest('POST', '/posts', JSON.stringify({title: 'Yes', body: 'x'}), 'application/json'),
    );
    expect(accepted.status).toBe(201);
    site.close();
  });

  it('keeps uploaded images as blob: URLs until the site closes', async () => {
    const site = await createLocalSite(origin);
    const form = new FormData();
    form.set('file', new File([onePixelPng], 'dot.png', {type: 'image/png'}));
    const uploaded = await site.send(apiRequest('POST', '/media', form));
    expect(uploaded.status).toBe(201);
    const {url} = (await uploaded.json()) as {url: string};
    expect(url).toMatch(/^\/uploads\//);
    const blobUrl = site.imageUrl(url);
    expect(blobUrl).toMatch(/^blob:/);
    expect(new Uint8Array(await (await fetch(blobUrl ?? '')).arrayBuffer())).toEqual(onePixelPng);
    site.close();
    expect(site.imageUrl(url)).toBeNull();
    await expect(fetch(blobUrl ?? '')).rejects.toThrow();
  });

  it('refuses a write from another origin, as the real site does', async () => {
    const site = await createLocalSite(origin);
    const request = new Request(`${origin}${API_BASE}/posts`, {
      method: 'POST',
      headers: {origin: 'https://evil.example', 'content-type': 'application/json'},
      body: JSON.stringify({title: 'Injected', body: 'x'}),
    });
    expect((await site.send(request)).status).toBe(403);
    expect(await postTitles(site)).toEqual(['Welcome to Field Notes']);
    site.close();
  });
});
