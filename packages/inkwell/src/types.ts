/**
 * Domain types shared by the server API, the sign-in flow and the React components.
 *
 * Everything here is plain data that survives `JSON.stringify`, so a Next.js server
 * component can hand it to a client component unchanged. Dates are ISO 8601 strings.
 *
 * @module
 */

/** Whether visitors can see a post or page. Drafts are visible to editors and admins only. */
export type ContentStatus = 'draft' | 'published';

/** What a signed-in person may do. Editors write posts and pages; admins also manage users. */
export type Role = 'admin' | 'editor';

/** The OAuth providers Inkwell can sign people in with. */
export type ProviderId = 'github' | 'google' | 'microsoft';

/** A blog post, written in Markdown. */
export interface Post {
  id: string;
  /** URL segment: lower-case letters, digits and single hyphens, unique among posts. */
  slug: string;
  title: string;
  /** Markdown source. */
  body: string;
  /** Short summary shown in the post list. */
  excerpt: string;
  status: ContentStatus;
  /** When the post was first published; `null` while it has never been published. */
  publishedAt: string | null;
  updatedAt: string;
  /** Id of the {@link User} who wrote the post. */
  author: string;
}

/** A standalone page such as "About", written in Markdown. */
export interface Page {
  id: string;
  /** URL segment: lower-case letters, digits and single hyphens, unique among pages. */
  slug: string;
  title: string;
  /** Markdown source. */
  body: string;
  status: ContentStatus;
  /** Whether the page appears in {@link Navigation}. */
  showInNav: boolean;
  /** Position in the navigation menu, lowest first. */
  navOrder: number;
  updatedAt: string;
}

/** A person who may sign in. */
export interface User {
  id: string;
  name: string;
  /** Lower-cased email address; the key that lets an added user sign in. */
  email: string;
  /** Avatar URL from the sign-in provider, if it gave one. */
  image: string | null;
  role: Role;
  /** The provider the user last signed in with; `null` until their first sign-in. */
  provider: ProviderId | null;
  createdAt: string;
}

/** Site-wide settings, entered in the setup form. */
export interface SiteSettings {
  name: string;
  description: string;
}

/** The signed-in person, as read from the session cookie. */
export interface Session {
  user: Pick<User, 'id' | 'name' | 'email' | 'image' | 'role'>;
  /** ISO 8601 time when the session cookie stops being accepted. */
  expiresAt: string;
}

/** One page of a paginated list. */
export interface PageOf<T> {
  items: T[];
  /** 1-based page number. */
  page: number;
  pageCount: number;
  total: number;
}

/** A navigation entry derived from a {@link Page} with `showInNav`. */
export interface NavItem {
  title: string;
  href: string;
}

/**
 * What {@link Inkwell.resolve} found for a path, and what {@link InkwellRouter} renders.
 *
 * Paths: `/` (the page with slug `home` if published, else the post list), `/blog`,
 * `/blog/page/N`, `/blog/<slug>`, `/<slug>`, `/setup` (only while no user exists),
 * `/admin/posts/new`, `/admin/posts/<id>`, `/admin/pages/new`, `/admin/pages/<id>`,
 * `/admin/users`. Admin paths resolve to `sign-in` without a session, and to `not-found`
 * for a role that may not use them.
 */
export type ResolveResult =
  | { kind: 'page'; page: Page }
  | { kind: 'post'; post: Post }
  | { kind: 'post-list'; posts: PageOf<Post> }
  | { kind: 'setup' }
  | { kind: 'edit-post'; post: Post | null }
  | { kind: 'edit-page'; page: Page | null }
  | { kind: 'users'; users: User[] }
  | { kind: 'sign-in'; providers: ProviderId[] }
  | { kind: 'not-found' };

/** The error body every 4xx/5xx answer of the HTTP API carries. */
export interface ApiError {
  error: {
    /** Machine-readable reason, for example `validation`, `conflict`, `unauthenticated`, `forbidden`, `not-found`. */
    code: string;
    /** A sentence a person can act on. */
    message: string;
    /** The request field the message is about, when there is one. */
    field?: string;
  };
}
