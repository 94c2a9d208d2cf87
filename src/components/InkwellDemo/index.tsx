import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import {
  AdminToolbar,
  MarkdownRenderer,
  Navigation,
  PostList,
  SiteProvider,
  TooltipProvider,
  type ResolveResult,
  type Role,
} from '@inkwell/cms';
// The library's own stylesheet (`@inkwell/cms/styles.css`) is loaded site-wide by
// docusaurus.config.ts, so the demos show the real look.
import {markdownExamples, withBaseUrl, type MarkdownExampleName} from './markdownExamples';
import {sampleNavigation, samplePosts, sampleSession, sampleSite} from './sampleData';
import styles from './styles.module.css';

/**
 * A framed live rendering. Links and forms inside point at paths of *your* site (`/blog/…`,
 * `/api/auth/signout`), which this docs site does not have, so they are kept from navigating.
 */
function DemoFrame({caption, children}: {caption: ReactNode; children: ReactNode}): ReactNode {
  // The library's stylesheet (copied to static/ by `npm run build:lib`), on demo pages only.
  const libraryStyles = useBaseUrl('/inkwell/styles.css');
  return (
    <figure className={styles.frame}>
      <Head>
        <link rel="stylesheet" href={libraryStyles} />
      </Head>
      <figcaption className={styles.caption}>{caption}</figcaption>
      {/* Capture phase, so the demo's own handlers never see a navigation that would 404 here. */}
      <div
        className={styles.stage}
        data-inkwell-demo=""
        onClickCapture={(event) => {
          if ((event.target as Element).closest('a[href]:not([href^="#"])')) event.preventDefault();
        }}
        onSubmitCapture={(event) => event.preventDefault()}
      >
        {children}
      </div>
    </figure>
  );
}

function liveCaption(component: string): ReactNode {
  return (
    <Translate id="inkwellDemo.caption" values={{component: <code>{`<${component}>`}</code>}}>
      {'Live: rendered by {component} from @inkwell/cms'}
    </Translate>
  );
}

/** Markdown source beside what `MarkdownRenderer` makes of it: one of {@link markdownExamples}. */
export function MarkdownExample({name}: {name: MarkdownExampleName}): ReactNode {
  const source = withBaseUrl(markdownExamples[name], useBaseUrl('/'));
  return (
    <div className={styles.example} data-markdown-example={name}>
      <div className={styles.source}>
        <CodeBlock language="md" title={translate({id: 'inkwellDemo.markdown.source', message: 'You write'})}>
          {source}
        </CodeBlock>
      </div>
      <DemoFrame caption={liveCaption('MarkdownRenderer')}>
        <MarkdownRenderer markdown={source} />
      </DemoFrame>
    </div>
  );
}

/** A page of the post list, with pagination and a draft that is left out. */
export function PostListDemo(): ReactNode {
  return (
    <DemoFrame caption={liveCaption('PostList')}>
      <PostList posts={samplePosts} basePath="/blog" headingLevel={3} />
    </DemoFrame>
  );
}

/** The site menu, with the current page marked. */
export function NavigationDemo({currentPath = '/about'}: {currentPath?: string}): ReactNode {
  return (
    <DemoFrame caption={liveCaption('Navigation')}>
      <SiteProvider
        site={sampleSite}
        navigation={sampleNavigation}
        session={null}
        providers={['github']}
        currentPath={currentPath}
      >
        <Navigation label={translate({id: 'inkwellDemo.navigation.label', message: 'Demo site menu'})} />
      </SiteProvider>
    </DemoFrame>
  );
}

/** The admin toolbar as an editor or an admin sees it on a page (so "Edit this page" shows). */
export function AdminToolbarDemo({role = 'editor', path = '/about'}: {role?: Role; path?: string}): ReactNode {
  const result: ResolveResult = {
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
  return (
    <DemoFrame caption={liveCaption('AdminToolbar')}>
      <SiteProvider
        site={sampleSite}
        navigation={sampleNavigation}
        session={sampleSession(role)}
        providers={['github']}
        currentPath={path}
      >
        <TooltipProvider>
          <AdminToolbar
            result={result}
            label={translate({id: 'inkwellDemo.toolbar.label', message: 'Demo admin toolbar ({role})'}, {role})}
          />
        </TooltipProvider>
      </SiteProvider>
    </DemoFrame>
  );
}
