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
// Not public API: the page the sign-in route answers with, from the library's source, so the
// guide shows the page's real words and styles.
import {notAddedPageParts} from '@inkwell/cms/playground';
import {sampleDraft, sampleNavigation, samplePosts, sampleSession, sampleSite, sampleUsers} from './sampleData';

/**
 * What a demo shows, as plain data: the page passes it to the server render at build time
 * and to the browser's live render on interaction, so both render the same thing.
 */
export type DemoSpec =
  | {kind: 'markdown'; markdown: string}
  | {kind: 'post-list'}
  | {kind: 'navigation'; currentPath: string; label: string}
  | {kind: 'admin-toolbar'; role: Role; label: string}
  | {
      kind: 'screen';
      screen: ScreenName;
      /** What Save and upload answer: nothing is saved in the docs. */ previewMessage: string;
    };

/** The screens a screen demo can show, each at its address as `Inkwell.resolve()` would find it. */
const screens = {
  setup: {path: '/setup', result: {kind: 'setup'}},
  'sign-in': {path: '/signin', result: {kind: 'sign-in', providers: ['github', 'google', 'microsoft']}},
  editor: {path: '/admin/posts/p20', result: {kind: 'edit-post', post: sampleDraft}},
  users: {path: '/admin/users', result: {kind: 'users', users: sampleUsers}},
} satisfies Record<string, {path: string; result: ResolveResult}>;

/**
 * A screen of your site that the usage guides show. `not-added` is not a React screen but the
 * page the sign-in route answers when an admin has not added the person's email.
 */
export type ScreenName = keyof typeof screens | 'not-added';

/**
 * The screen demos' API: a preview in the docs saves nothing, and says so with `message`,
 * instead of sending the screens' requests to the docs host (which has no Inkwell API and
 * answers 405). The playground is the demo that saves, on its own in-page server.
 */
function previewOnlyFetch(message: string): () => Promise<Response> {
  const body = JSON.stringify({error: {code: 'preview', message}});
  return () => Promise.resolve(new Response(body, {status: 409, headers: {'content-type': 'application/json'}}));
}

/** Someone no admin has added; none of the sample users. */
const notAddedEmail = 'sam@example.net';

/**
 * The page the sign-in route answers, as a part of the docs page: its `<main>` becomes a
 * `<div>` (a page has one main landmark, and the docs' is around it), and its stylesheet
 * follows. The stylesheet goes at the top of the shadow root ({@link demoStyle}), where a
 * `<style>` is valid HTML; inside the demo's `<div>` it is not.
 */
function notAddedParts(): {style: string; main: string} {
  const {style, main} = notAddedPageParts(notAddedEmail, '/');
  return {
    // The docs choose light or dark with their own toggle, which the page's prefers-color-scheme
    // rule cannot see: inside the demo's frame the page takes the docs' colours instead.
    style: `${style.replace(/\bmain\b/g, '.inkwell-demo-page')}.inkwell-demo-page{color:inherit;background:none}.inkwell-demo-page a{color:var(--inkwell-accent)}`,
    main: main.replace(/^<main>/, '<div class="inkwell-demo-page">').replace(/<\/main>$/, '</div>'),
  };
}

/**
 * The stylesheet a demo brings besides the library's, for the top of its shadow root.
 *
 * @param spec - The demo.
 * @returns The CSS, or null when the library's stylesheet is all it needs.
 */
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

/** `children` on the sample site, with no one signed in unless `props` says otherwise. */
function OnSampleSite({
  children,
  ...props
}: Partial<SiteProviderProps> & {currentPath: string; children: ReactNode}): ReactNode {
  return (
    <SiteProvider site={sampleSite} navigation={sampleNavigation} session={null} providers={['github']} {...props}>
      {children}
    </SiteProvider>
  );
}

/** The real @inkwell/cms components for `spec`. Imported only by the server render and the lazily loaded live render. */
export function renderDemo(spec: DemoSpec): ReactNode {
  switch (spec.kind) {
    case 'markdown':
      return <MarkdownRenderer markdown={spec.markdown} />;
    case 'post-list':
      return <PostList posts={samplePosts} basePath="/blog" headingLevel={3} />;
    case 'navigation':
      return (
        <OnSampleSite currentPath={spec.currentPath}>
          <Navigation label={spec.label} />
        </OnSampleSite>
      );
    case 'admin-toolbar':
      return (
        <OnSampleSite session={sampleSession(spec.role)} currentPath="/about">
          <TooltipProvider>
            <AdminToolbar result={aboutPage} label={spec.label} />
          </TooltipProvider>
        </OnSampleSite>
      );
    case 'screen': {
      if (spec.screen === 'not-added') return <div dangerouslySetInnerHTML={{__html: notAddedParts().main}} />;
      const signedIn = spec.screen === 'editor' || spec.screen === 'users';
      return (
        <OnSampleSite
          site={spec.screen === 'setup' ? null : sampleSite}
          session={signedIn ? sampleSession('admin') : null}
          providers={['github', 'google', 'microsoft']}
          currentPath={screens[spec.screen].path}
          fetch={previewOnlyFetch(spec.previewMessage)}
        >
          <InkwellRouter result={screens[spec.screen].result} />
        </OnSampleSite>
      );
    }
  }
}
