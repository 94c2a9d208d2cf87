/**
 * Every screen the library renders, with sample content, rendered server-side by the real
 * components from `@inkwell/cms` (its built `dist/`, as an app gets it). The style tests and
 * the screenshots load these pages.
 *
 * @module
 */
import type {ReactElement} from 'react';
import {renderToString} from 'react-dom/server';
import type {MediaItem, NavItem, Page, Post, ResolveResult, Session, User} from '@inkwell/cms';

const fence = '```';

/** Markdown that uses every construct the stylesheet styles. */
export const sampleMarkdown = `Inkwell keeps a **small** site simple. This first paragraph is long enough to wrap over more than one line, so the line height and the measure show, with a [link to the docs](https://example.com/docs) and some \`inline code\`.

A second paragraph, to show the space between paragraphs.

## A section heading

### A smaller heading

#### Level four

##### Level five

###### Level six

- A bullet
- Another bullet
  - A nested bullet
    - Deeper still
- Last bullet

1. First step
2. Second step
   1. A sub-step
3. Third step

- [x] Choose a title
- [ ] Publish

> Ink is the blood of the writer.
>
> — a proverb, probably

---

| Nib | Line width | Best for |
| :-- | :--: | --: |
| Extra fine | 0.3 mm | Small notes |
| Broad | 0.9 mm | Headings |

${fence}ts
import {Inkwell} from '@inkwell/cms';
const posts = await Inkwell.posts.list({page: 1}); // newest first
${fence}

Press <kbd>Ctrl</kbd> + <kbd>S</kbd> to save. ~~Struck~~ and *emphasis*.

![Hills under a summer sun](/sample.svg)

Iron gall ink darkens as it dries.[^oxidation]

[^oxidation]: The iron salts oxidise in the air.
`;

const site = {name: 'Field Notes', description: 'Notes on pens, paper and ink.'};

const navigation: NavItem[] = [
  {title: 'Home', href: '/'},
  {title: 'Blog', href: '/blog'},
  {title: 'About', href: '/about'},
];

const admin: Session = {
  user: {id: 'u1', name: 'Ada Admin', email: 'ada@example.com', image: null, role: 'admin'},
  expiresAt: '2099-01-01T00:00:00.000Z',
};

function post(n: number, overrides: Partial<Post> = {}): Post {
  return {
    id: `post-${n}`,
    slug: `post-${n}`,
    title:
      ['Choosing a first fountain pen', 'Why iron gall ink darkens', 'Paper that does not feather'][n % 3] ?? 'A post',
    body: sampleMarkdown,
    excerpt:
      'What to look for in a first pen: the nib, the filling system, and how it feels in the hand after an hour of writing.',
    status: 'published',
    publishedAt: `2025-03-0${n + 1}T10:00:00.000Z`,
    updatedAt: `2025-03-0${n + 1}T10:00:00.000Z`,
    author: 'u1',
    ...overrides,
  };
}

const page: Page = {
  id: 'page-about',
  slug: 'about',
  title: 'About this site',
  body: sampleMarkdown,
  status: 'published',
  showInNav: true,
  navOrder: 1,
  updatedAt: '2025-03-05T10:00:00.000Z',
};

const users: User[] = [
  {
    id: 'u1',
    name: 'Ada Admin',
    email: 'ada@example.com',
    image: null,
    role: 'admin',
    provider: 'github',
    createdAt: '2025-01-02T00:00:00.000Z',
  },
  {
    id: 'u2',
    name: 'Eddie Editor',
    email: 'eddie@example.com',
    image: null,
    role: 'editor',
    provider: 'google',
    createdAt: '2025-01-03T00:00:00.000Z',
  },
  {
    id: 'u3',
    name: 'Pat',
    email: 'pat@example.org',
    image: null,
    role: 'editor',
    provider: null,
    createdAt: '2025-01-04T00:00:00.000Z',
  },
];

function image(id: string, name: string | null, alt: string, size: number, createdAt: string): MediaItem {
  return {
    id,
    url: '/sample.svg',
    key: `${id}.png`,
    ...(name === null ? {} : {name}),
    alt,
    size,
    type: 'image/png',
    createdAt,
  };
}

/**
 * The media library: a long alt text, none at all, sizes in KB and MB, and file names short,
 * long without a space (a camera's) and missing (an image recorded before names were kept).
 */
const media: MediaItem[] = [
  image('m1', 'hills.png', 'Hills under a summer sun', 412_000, '2025-03-06T10:00:00.000Z'),
  image(
    'm2',
    'IMG_20250305_101523_HDR_edited-final-version-2-for-the-spring-newsletter.png',
    '',
    86_000,
    '2025-03-05T10:00:00.000Z',
  ),
  image(
    'm3',
    null,
    'A fountain pen nib, close up, with a drop of blue-black iron gall ink on its tip',
    2_400_000,
    '2025-03-04T10:00:00.000Z',
  ),
  image('m4', 'notebook swatches.png', 'A notebook page with three ink swatches', 640_000, '2025-03-02T10:00:00.000Z'),
];

interface Screen {
  /** What the screen is, for test names. */
  title: string;
  result: ResolveResult;
  /**
   * What the main column shows instead of `InkwellRouter`'s screen: a part of a screen that
   * only appears after an action (the editor's upload panel), rendered in the markup the
   * screen puts around it.
   */
  main?: (lib: Library) => ReactElement;
  session: Session | null;
  path: string;
  /** Whether the site has been set up (the setup screen has no site yet). */
  setUp: boolean;
}

/** Every screen, by the name used in URLs. */
export const screens = {
  page: {title: 'page', result: {kind: 'page', page}, session: null, path: '/about', setUp: true},
  post: {title: 'post', result: {kind: 'post', post: post(0)}, session: null, path: '/blog/post-0', setUp: true},
  'post-list': {
    title: 'post list',
    result: {kind: 'post-list', posts: {items: [post(0), post(1), post(2)], page: 1, pageCount: 3, total: 9}},
    session: null,
    path: '/blog',
    setUp: true,
  },
  setup: {title: 'setup form', result: {kind: 'setup'}, session: null, path: '/setup', setUp: false},
  'sign-in': {
    title: 'sign-in',
    result: {kind: 'sign-in', providers: ['github', 'google', 'microsoft']},
    session: null,
    path: '/admin',
    setUp: true,
  },
  editor: {
    title: 'editor',
    result: {kind: 'edit-post', post: post(0, {body: sampleMarkdown})},
    session: admin,
    path: '/admin/posts/post-0',
    setUp: true,
  },
  'page-editor': {
    title: 'page editor',
    result: {kind: 'edit-page', page: null},
    session: admin,
    path: '/admin/pages/new',
    setUp: true,
  },
  dashboard: {
    title: 'dashboard',
    result: {
      kind: 'dashboard',
      posts: {
        items: [
          post(0, {status: 'draft', publishedAt: null, title: 'Notes on a new nib (unfinished)'}),
          post(1),
          post(2),
        ],
        page: 1,
        pageCount: 5,
        total: 14,
      },
      pages: {items: [page], page: 1, pageCount: 1, total: 1},
    },
    session: admin,
    path: '/admin',
    setUp: true,
  },
  'media-upload': {
    title: 'media-upload panel',
    result: {kind: 'edit-post', post: null},
    main: (lib) => <MediaUploadPanel lib={lib} />,
    session: admin,
    path: '/admin/posts/new',
    setUp: true,
  },
  'media-library': {
    title: 'media library in the editor',
    result: {kind: 'edit-post', post: null},
    main: (lib) => <MediaLibraryPanel lib={lib} />,
    session: admin,
    path: '/admin/posts/new',
    setUp: true,
  },
  media: {
    title: 'media',
    result: {kind: 'media', media: {items: media, page: 1, pageCount: 2, total: 30}},
    session: admin,
    path: '/admin/media',
    setUp: true,
  },
  users: {title: 'users', result: {kind: 'users', users}, session: admin, path: '/admin/users', setUp: true},
  settings: {title: 'settings', result: {kind: 'settings', site}, session: admin, path: '/admin/settings', setUp: true},
  'not-found': {title: 'not found', result: {kind: 'not-found'}, session: null, path: '/nowhere', setUp: true},
} satisfies Record<string, Screen>;

export type ScreenName = keyof typeof screens;

/**
 * The catch-all page of the getting-started guide, with the layout classes the guide uses:
 * admin screens in the admin shell; other paths with the toolbar, a header with the site name
 * and menu, the screen and a footer.
 */
export function SiteShell({name, lib}: {name: ScreenName; lib: Library}): ReactElement {
  const {AdminShell, AdminToolbar, InkwellRouter, Navigation, SiteProvider, TooltipProvider, isAdminScreen} = lib;
  const screen: Screen = screens[name];
  const main = screen.main ? screen.main(lib) : <InkwellRouter result={screen.result} />;
  return (
    <SiteProvider
      site={screen.setUp ? site : null}
      navigation={navigation}
      session={screen.session}
      providers={['github', 'google', 'microsoft']}
      currentPath={screen.path}
    >
      <TooltipProvider>
        {isAdminScreen(screen.result) ? (
          screen.main ? (
            // The shell with a part of a screen in place of InkwellRouter's: its markup, by hand.
            <div className="inkwell-admin">
              <lib.AdminShellBar label="Admin" />
              <main className="inkwell-admin__main">{main}</main>
            </div>
          ) : (
            <AdminShell result={screen.result} />
          )
        ) : (
          <div className="inkwell-site">
            <AdminToolbar result={screen.result} />
            <header className="inkwell-site__header">
              <a className="inkwell-site__name" href="/">
                {screen.setUp ? site.name : 'New Inkwell site'}
              </a>
              <Navigation />
            </header>
            <main className="inkwell-site__main">{main}</main>
            <footer className="inkwell-site__footer">
              <p>{screen.setUp ? site.description : 'Powered by Inkwell'}</p>
            </footer>
          </div>
        )}
      </TooltipProvider>
    </SiteProvider>
  );
}

/**
 * The editor as it is once an image is chosen: the body's pane with its tools and the upload
 * panel under them (ContentEditor renders the panel there while an image waits).
 */
function MediaUploadPanel({lib}: {lib: Library}): ReactElement {
  const {ImageUpload} = lib;
  const file = new File([new Uint8Array(840 * 1024)], 'fountain-pen-on-notebook.png', {type: 'image/png'});
  return (
    <div className="inkwell-root">
      <section className="inkwell-editor" aria-labelledby="upload-heading">
        <h1 id="upload-heading">New post</h1>
        <form className="inkwell-form" noValidate>
          <div className="inkwell-editor__panes">
            <div className="inkwell-editor__source-pane">
              <div className="inkwell-editor__tools">
                <span className="inkwell-hint">Or drop or paste an image into the body.</span>
              </div>
              <ImageUpload
                image={{file, start: 0, end: 0}}
                url="/api/inkwell/media"
                onUploaded={() => undefined}
                onCancel={() => undefined}
              />
            </div>
          </div>
        </form>
      </section>
    </div>
  );
}

/**
 * The editor with its media library open: the list fetches its images in the browser, so the
 * library's markup is written out by hand around the list, given the images a fetch returns.
 */
function MediaLibraryPanel({lib}: {lib: Library}): ReactElement {
  const {MediaList} = lib;
  return (
    <div className="inkwell-root">
      <section className="inkwell-editor" aria-labelledby="library-heading">
        <h1 id="library-heading">New post</h1>
        <div className="inkwell-upload inkwell-media" role="group" aria-labelledby="library-title">
          <div className="inkwell-media__head">
            <h2 id="library-title" className="inkwell-media__title">
              Media library
            </h2>
            <button className="inkwell-button inkwell-button--primary" type="button">
              Upload a new image…
            </button>
            <button className="inkwell-button" type="button">
              Close
            </button>
          </div>
          <p className="inkwell-hint">Choose Insert to put an image in the body at the cursor.</p>
          <MediaList
            apiBase="/api/inkwell"
            initial={{items: media, page: 1, pageCount: 2, total: 30}}
            onPick={() => undefined}
          />
        </div>
      </section>
    </div>
  );
}

/** `@inkwell/cms` as an app imports it, and the editor's upload panel, the shell's bar and the media list from the same build. */
export type Library = typeof import('@inkwell/cms') & {
  ImageUpload: typeof import('../../packages/inkwell/dist/components/ContentEditor/ImageUpload.js').ImageUpload;
  AdminShellBar: typeof import('../../packages/inkwell/dist/components/AdminShell/AdminShellBar.js').AdminShellBar;
  MediaList: typeof import('../../packages/inkwell/dist/components/internal/MediaList.js').MediaList;
};

/**
 * Loads the library. Dynamically, because its package exports are ESM-only and Playwright
 * runs this folder as CommonJS. The upload panel, the admin shell's bar and the media list are
 * not public exports; they come from the same `dist/` the package's entry does.
 */
export async function loadLibrary(): Promise<Library> {
  const [lib, upload, shell, list] = await Promise.all([
    import('@inkwell/cms'),
    import('../../packages/inkwell/dist/components/ContentEditor/ImageUpload.js'),
    import('../../packages/inkwell/dist/components/AdminShell/AdminShellBar.js'),
    import('../../packages/inkwell/dist/components/internal/MediaList.js'),
  ]);
  return {...lib, ImageUpload: upload.ImageUpload, AdminShellBar: shell.AdminShellBar, MediaList: list.MediaList};
}

/** The screen's HTML, rendered by react-dom/server. */
export function renderScreen(name: ScreenName, lib: Library): string {
  return renderToString(<SiteShell name={name} lib={lib} />);
}
