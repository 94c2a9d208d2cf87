import React, {type ReactNode} from 'react';
import {
  AdminToolbar,
  InkwellRouter,
  MarkdownRenderer,
  Navigation,
  PostList,
  SiteProvider,
  TooltipProvider,
  type ResolveResult,
  type Role,
  type SiteProviderProps,
} from '@inkwell/cms';
// Not public API: the sign-in route's page, so the guide shows its real words and styles.
import {notAddedPageParts} from '@inkwell/cms/playground';
import {sampleDraft, sampleNavigation, samplePosts, sampleSession, sampleSite, sampleUsers} from './sampleData';

/** What a demo shows, as plain data, so the build's render and the live one render the same. */
export type DemoSpec =
  | {kind: 'markdown'; markdown: string}
  | {kind: 'post-list'}
  | {kind: 'navigation'; currentPath: string; label: string}
  | {kind: 'admin-toolbar'; role: Role; label: string}
  | {kind: 'screen'; screen: ScreenName; previewMessage: string};

/** The screens a screen demo can show, each at its address as `Inkwell.resolve()` would find it. */
const screens = {
  setup: {path: '/setup', result: {kind: 'setup'}},
  'sign-in': {path: '/signin', result: {kind: 'sign-in', providers: ['github', 'google', 'microsoft']}},
  editor: {path: '/admin/posts/p20', result: {kind: 'edit-post', post: sampleDraft}},
  users: {path: '/admin/users', result: {kind: 'users', users: sampleUsers}},
} satisfies Record<string, {path: string; result: ResolveResult}>;

/** A screen the guides show; `not-added` is the sign-in route's page for an email no admin added. */
export type ScreenName = keyof typeof screens | 'not-added';

/** The screen demos' API: the docs host has none, so every request answers that nothing is saved. */
function previewOnlyFetch(message: string): () => Promise<Response> {
  const body = JSON.stringify({error: {code: 'preview', message}});
  return () => Promise.resolve(new Response(body, {status: 409, headers: {'content-type': 'application/json'}}));
}

/** The sign-in route's page inside the docs page: its `<main>` a `<div>` (one main landmark), its style apart. */
function notAddedParts(): {style: string; main: string} {
  // Someone no admin has added: none of the sample users.
  const {style, main} = notAddedPageParts('sam@example.net', '/');
  return {
    // The page's prefers-color-scheme rule cannot see the docs' toggle: it takes the docs' colours.
    style: `${style.replace(/\bmain\b/g, '.inkwell-demo-page')}.inkwell-demo-page{color:inherit;background:none}.inkwell-demo-page a{color:var(--inkwell-accent)}`,
    main: main.replace(/^<main>/, '<div class="inkwell-demo-page">').replace(/<\/main>$/, '</div>'),
  };
}

/** The stylesheet a demo brings besides the library's, for the top of its shadow root (where `<style>` is valid). */
export function demoStyle(spec: DemoSpec): string | null {
  return spec.kind === 'screen' && spec.screen === 'not-added' ? notAddedParts().style : null;
}

const aboutPage: ResolveResult = {
  kind: 'page',
  page: {
    id: 'pg-about',
    slug: 'about',
    title: 'About',
    body: 'Hello.',
    status: 'published',
    showInNav: true,
    navOrder: 1,
    updatedAt: '2025-03-05T10:00:00.000Z',
  },
};

/** The sample site's provider props, with no one signed in unless a demo says otherwise. */
const onSampleSite = {
  site: sampleSite,
  navigation: sampleNavigation,
  session: null,
  providers: ['github'],
} satisfies Partial<SiteProviderProps>;

/** The real @inkwell/cms components for `spec`. Imported only by the server render and the lazily loaded live render. */
export function renderDemo(spec: DemoSpec): ReactNode {
  switch (spec.kind) {
    case 'markdown':
      return <MarkdownRenderer markdown={spec.markdown} />;
    case 'post-list':
      return <PostList posts={samplePosts} basePath="/blog" headingLevel={3} />;
    case 'navigation':
      return (
        <SiteProvider {...onSampleSite} currentPath={spec.currentPath}>
          <Navigation label={spec.label} />
        </SiteProvider>
      );
    case 'admin-toolbar':
      return (
        <SiteProvider {...onSampleSite} session={sampleSession(spec.role)} currentPath="/about">
          <TooltipProvider>
            <AdminToolbar result={aboutPage} label={spec.label} />
          </TooltipProvider>
        </SiteProvider>
      );
    case 'screen': {
      if (spec.screen === 'not-added') return <div dangerouslySetInnerHTML={{__html: notAddedParts().main}} />;
      const signedIn = spec.screen === 'editor' || spec.screen === 'users';
      return (
        <SiteProvider
          {...onSampleSite}
          site={spec.screen === 'setup' ? null : sampleSite}
          session={signedIn ? sampleSession('admin') : null}
          providers={['github', 'google', 'microsoft']}
          currentPath={screens[spec.screen].path}
          fetch={previewOnlyFetch(spec.previewMessage)}
        >
          <InkwellRouter result={screens[spec.screen].result} />
        </SiteProvider>
      );
    }
  }
}
