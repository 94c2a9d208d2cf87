/**
 * Test data and a render helper shared by the component tests.
 *
 * @module
 */
import {render} from '@testing-library/react';
import type {RenderResult} from '@testing-library/react';
import type React from 'react';
import {vi} from 'vitest';

import type {Page, PageOf, Post, Session, User} from '../../types.js';
import {SiteProvider} from '../SiteProvider/index.js';
import type {SiteProviderProps} from '../SiteProvider/index.js';
import {TooltipProvider} from '../TooltipProvider/index.js';

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 'post-1',
    slug: 'hello-world',
    title: 'Hello, world',
    body: '# Hello\n\nFirst **post**.',
    excerpt: 'The very first post.',
    status: 'published',
    publishedAt: '2025-03-05T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    author: 'user-1',
    ...overrides,
  };
}

export function makePage(overrides: Partial<Page> = {}): Page {
  return {
    id: 'page-1',
    slug: 'about',
    title: 'About us',
    body: 'We write **things**.',
    status: 'published',
    showInNav: true,
    navOrder: 1,
    updatedAt: '2025-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    name: 'Ada Admin',
    email: 'ada@example.com',
    image: null,
    role: 'admin',
    provider: 'github',
    createdAt: '2025-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function pageOf<T>(items: T[], page = 1, pageCount = 1): PageOf<T> {
  return {items, page, pageCount, total: items.length};
}

export const adminSession: Session = {
  user: {id: 'user-1', name: 'Ada Admin', email: 'ada@example.com', image: null, role: 'admin'},
  expiresAt: '2099-01-01T00:00:00.000Z',
};

export const editorSession: Session = {
  user: {id: 'user-2', name: 'Eddie Editor', email: 'eddie@example.com', image: null, role: 'editor'},
  expiresAt: '2099-01-01T00:00:00.000Z',
};

export type Audience = 'visitor' | 'editor' | 'admin';

export function sessionFor(audience: Audience): Session | null {
  return audience === 'admin' ? adminSession : audience === 'editor' ? editorSession : null;
}

/** Renders `ui` inside a SiteProvider (and TooltipProvider) with test defaults. */
export function renderWithSite(
  ui: React.ReactElement,
  site: Partial<Omit<SiteProviderProps, 'children'>> = {},
): RenderResult {
  return render(
    <SiteProvider
      site={{name: 'Field Notes', description: 'A test site'}}
      navigation={[]}
      session={null}
      providers={['github', 'google']}
      currentPath="/"
      {...site}
    >
      <TooltipProvider>{ui}</TooltipProvider>
    </SiteProvider>,
  );
}

/** A JSON `Response`, as the Inkwell API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});
}

/** An `ApiError` response. */
export function apiError(status: number, code: string, message: string, field?: string): Response {
  return jsonResponse({error: {code, message, ...(field ? {field} : {})}}, status);
}

/** Replaces global `fetch` with a mock that answers with `responses` in turn. */
export function mockFetch(...responses: Array<Response | (() => Response)>) {
  const queue = [...responses];
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const next = queue.shift();
    if (!next) return Promise.reject(new Error('fetch called more often than the test expected'));
    return Promise.resolve(typeof next === 'function' ? next() : next);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URL, method and parsed JSON body of the n-th fetch call. */
export function fetchCall(fetchMock: ReturnType<typeof mockFetch>, index = 0) {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
  const [input, init] = call;
  const body = init?.body;
  return {
    url: input instanceof Request ? input.url : String(input),
    method: init?.method ?? 'GET',
    body: typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined,
  };
}
