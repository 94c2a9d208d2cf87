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
  /** Unique id, assigned when the post is created. */
  id: string;
  /** URL segment: lower-case letters, digits and single hyphens, unique among posts. */
  slug: string;
  /** The post's title, at most 200 characters. */
  title: string;
  /** Markdown source. */
  body: string;
  /** Short summary shown in the post list. */
  excerpt: string;
  /** Whether visitors can see the post. */
  status: ContentStatus;
  /** When the post was first published; `null` while it has never been published. */
  publishedAt: string | null;
  /** ISO 8601 time of the last change. */
  updatedAt: string;
  /** Id of the {@link User} who wrote the post. */
  author: string;
}

/** A standalone page such as "About", written in Markdown. */
export interface Page {
  /** Unique id, assigned when the page is created. */
  id: string;
  /** URL segment: lower-case letters, digits and single hyphens, unique among pages. */
  slug: string;
  /** The page's title, at most 200 characters. */
  title: string;
  /** Markdown source. */
  body: string;
  /** Whether visitors can see the page. */
  status: ContentStatus;
  /** Whether the page appears in {@link Navigation}. */
  showInNav: boolean;
  /** Position in the navigation menu, lowest first. */
  navOrder: number;
  /** ISO 8601 time of the last change. */
  updatedAt: string;
}

/**
 * An uploaded image, as the media library lists it.
 *
 * @example
 * ```ts
 * import {Inkwell, type MediaItem} from '@inkwell/cms';
 *
 * const {items}: {items: MediaItem[]} = await Inkwell.media.list();
 * for (const image of items) console.log(`${image.alt || '(no alt text)'}: ${image.url}, ${image.size} bytes`);
 * ```
 */
export interface MediaItem {
  /** Unique id, assigned when the image is uploaded. */
  id: string;
  /** Public URL of the image; the address a post's or page's Markdown uses. */
  url: string;
  /** The media storage's key for the file. */
  key: string;
  /**
   * The file's name on the uploader's computer (`fountain-pen.png`), kept for people to tell
   * images apart; never used as a path. Absent on images uploaded before Inkwell kept it, and
   * for uploads that came without one.
   */
  name?: string;
  /** What the image shows, for people who cannot see it; empty for decoration. */
  alt: string;
  /** Size of the file in bytes. */
  size: number;
  /** The image's MIME type, from its bytes (`image/png`). */
  type: string;
  /** ISO 8601 time of the upload. */
  createdAt: string;
}

/** A person who may sign in. */
export interface User {
  /** Unique id, assigned when the user is added or first signs in. */
  id: string;
  /** Display name, from the sign-in provider or as an admin entered it. */
  name: string;
  /** Lower-cased email address; the key that lets an added user sign in. */
  email: string;
  /** Avatar URL from the sign-in provider, if it gave one. */
  image: string | null;
  /** What the user may do. */
  role: Role;
  /** The provider the user last signed in with; `null` until their first sign-in. */
  provider: ProviderId | null;
  /** ISO 8601 time the user was added. */
  createdAt: string;
  /**
   * How many times the user's sessions have been ended (sign-out, a role change, an admin's
   * "Sign out everywhere"). A session cookie carries the number it was issued at and stops
   * working once this moves on. Missing means 0, as for users stored before it existed.
   */
  sessionVersion?: number;
}

/** Site-wide settings, entered in the setup form. */
export interface SiteSettings {
  /** The site's name, shown in the header and the page title. */
  name: string;
  /** A sentence about the site, for the home page and search engines. */
  description: string;
}

/** The signed-in person, as read from the session cookie. */
export interface Session {
  /** Who is signed in, and their role when the session began. */
  user: Pick<User, 'id' | 'name' | 'email' | 'image' | 'role'>;
  /** ISO 8601 time when the session cookie stops being accepted. */
  expiresAt: string;
}

/** One page of a paginated list. */
export interface PageOf<T> {
  /** The items on this page. */
  items: T[];
  /** 1-based page number. */
  page: number;
  /** How many pages there are; at least 1. */
  pageCount: number;
  /** How many items there are across all pages. */
  total: number;
}

/** A navigation entry derived from a {@link Page} with `showInNav`. */
export interface NavItem {
  /** The page's title, as the link text. */
  title: string;
  /** Where the link goes: `/` for the `home` page, `/<slug>` for the others. */
  href: string;
}

/**
 * What {@link InkwellServer.resolve} found for a path, and what {@link InkwellRouter} renders.
 *
 * Paths: `/` (the page with slug `home` if published, else the post list), `/blog`,
 * `/blog/page/N`, `/blog/<slug>`, `/<slug>`, `/setup` (only while no user exists),
 * `/admin/posts/new`, `/admin/posts/<id>`, `/admin/pages/new`, `/admin/pages/<id>`,
 * `/admin/media`, `/admin/users`, `/admin/settings`. Admin paths resolve to `sign-in` without a session, and to `not-found`
 * for a role that may not use them.
 */
export type ResolveResult =
  | {
      /** A published page (or a draft, for editors and admins). */
      kind: 'page';
      /** The page to show. */
      page: Page;
    }
  | {
      /** A published post (or a draft, for editors and admins). */
      kind: 'post';
      /** The post to show. */
      post: Post;
    }
  | {
      /** A page of the post list, newest first. */
      kind: 'post-list';
      /** The posts on this page, with the page count. */
      posts: PageOf<Post>;
    }
  | {
      /** The first-run setup form; only while no user exists. */
      kind: 'setup';
    }
  | {
      /** The post editor. */
      kind: 'edit-post';
      /** The post to edit, or `null` for a new post. */
      post: Post | null;
    }
  | {
      /** The page editor. */
      kind: 'edit-page';
      /** The page to edit, or `null` for a new page. */
      page: Page | null;
    }
  | {
      /** The media screen, for editors and admins: the uploaded images, to see, describe and delete. */
      kind: 'media';
      /** The first page of images, newest first. */
      media: PageOf<MediaItem>;
    }
  | {
      /** The users screen, for admins. */
      kind: 'users';
      /** Every user, oldest first. */
      users: User[];
    }
  | {
      /** `/admin` for editors and admins: recent posts and pages, drafts included, with links to edit them. */
      kind: 'dashboard';
      /** The first page of posts, drafts included. */
      posts: PageOf<Post>;
      /** The first page of pages, drafts included. */
      pages: PageOf<Page>;
    }
  | {
      /** The site settings screen, for admins. */
      kind: 'settings';
      /** The current settings, or `null` if the site was never set up. */
      site: SiteSettings | null;
    }
  | {
      /** An admin path without a session: sign in first. */
      kind: 'sign-in';
      /** The providers that are configured, to offer as sign-in buttons. */
      providers: ProviderId[];
    }
  | {
      /** Nothing is at this path, or the person may not see it. */
      kind: 'not-found';
    };

/** The error body every 4xx/5xx answer of the HTTP API carries. */
export interface ApiError {
  /** What went wrong. */
  error: {
    /** Machine-readable reason, for example `validation`, `conflict`, `unauthenticated`, `forbidden`, `not-found`. */
    code: string;
    /** A sentence a person can act on. */
    message: string;
    /** The request field the message is about, when there is one. */
    field?: string;
  };
}
