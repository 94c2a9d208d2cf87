import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

import type {Page, Post, User} from '../../types.js';

/** A fresh temp folder, and a function that removes it. */
export async function tempDir(): Promise<{dir: string; cleanup: () => Promise<void>}> {
  const dir = await mkdtemp(join(tmpdir(), 'inkwell-test-'));
  return {dir, cleanup: () => rm(dir, {recursive: true, force: true})};
}

let counter = 0;

export function makePost(overrides: Partial<Post> = {}): Post {
  counter += 1;
  return {
    id: `post-${counter}`,
    slug: `post-${counter}`,
    title: `Post ${counter}`,
    body: 'Body',
    excerpt: 'Body',
    status: 'published',
    publishedAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    author: 'user-1',
    ...overrides,
  };
}

export function makePage(overrides: Partial<Page> = {}): Page {
  counter += 1;
  return {
    id: `page-${counter}`,
    slug: `page-${counter}`,
    title: `Page ${counter}`,
    body: 'Body',
    status: 'published',
    showInNav: false,
    navOrder: 0,
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  counter += 1;
  return {
    id: `user-${counter}`,
    name: `User ${counter}`,
    email: `user${counter}@example.com`,
    image: null,
    role: 'editor',
    provider: null,
    createdAt: `2024-01-01T00:00:${String(counter % 60).padStart(2, '0')}.000Z`,
    ...overrides,
  };
}
