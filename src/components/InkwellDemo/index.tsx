import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import type {Role} from '@inkwell/cms';
import type {DemoSpec, ScreenName} from './demos';
import type {LiveDemo} from './live';
import {markdownExamples, withBaseUrl, type MarkdownExampleName} from './markdownExamples';
import {serverMarkup} from './serverMarkup';
import {inertLinkRules, inertLinksInMarkup, makeLinksInert} from './inertLinks';
import styles from './styles.module.css';

const containerAttribute = 'data-inkwell-demo-root';

/** A link's tooltip in a demo: where it goes on the reader's site. */
function linkTitle(href: string): string {
  return translate(
    {id: 'inkwellDemo.inertLink', message: 'Inactive in the docs. On your site, this link opens {href}'},
    {href},
  );
}

/** A shadow root's content: the library's stylesheet, the demo's own, then the element it renders into. */
export function shadowContent(stylesheet: string, rootAttribute: string, style = '', markup = ''): string {
  return `<link rel="stylesheet" href="${stylesheet}">${style && `<style>${style}</style>`}<div ${rootAttribute}>${markup}</div>`;
}

/** A captioned live rendering in a shadow root with only the library's styles, hydrated when the reader reaches it. */
function Demo({
  caption,
  component,
  spec,
  live = false,
}: {
  caption: string;
  /** The component behind the demo, named in the page's Markdown twin for developers. */
  component?: string;
  spec: DemoSpec;
  live?: boolean;
}): ReactNode {
  // Also on the page (demo pages only): the library's custom properties live on :root and reach the shadow roots.
  const stylesheet = useBaseUrl('/inkwell/styles.css');
  const host = useRef<HTMLDivElement>(null);
  const demo = useRef<Promise<LiveDemo> | null>(null);
  const startRef = useRef<() => void>(() => undefined);
  // Hydration must see what the build rendered; later specs follow as updates (the effect below).
  const rendered = useRef(spec);
  const built = serverMarkup(spec);

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const shadow = element.shadowRoot ?? element.attachShadow({mode: 'open'});
    // No declarative shadow root: reached by client-side navigation, or an older browser.
    if (!shadow.hasChildNodes()) {
      const template = element.querySelector<HTMLTemplateElement>(':scope > template');
      if (template) shadow.append(template.content);
      else shadow.innerHTML = shadowContent(stylesheet, containerAttribute, inertLinkRules);
      template?.remove();
    }
    const container = shadow.querySelector<HTMLElement>(`[${containerAttribute}]`);
    if (!container) return undefined;
    const start = () => {
      demo.current ??= import('./live').then(({goLive}) => {
        const started = goLive(container, rendered.current);
        element.dataset.live = 'true';
        return started;
      });
    };
    startRef.current = start;
    // Links and forms point at paths of the reader's site, which the docs do not have.
    const inert = () => makeLinksInert(shadow, linkTitle);
    const observer = new MutationObserver(inert);
    observer.observe(shadow, {subtree: true, childList: true, attributes: true, attributeFilter: ['href']});
    inert();
    const keepForm = (event: Event) => event.preventDefault();
    shadow.addEventListener('submit', keepForm, true);
    const triggers = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const trigger of triggers) element.addEventListener(trigger, start, {once: true, passive: true});
    // Reached by a client-side navigation there is no build markup to show: render now.
    if (!container.hasChildNodes()) start();
    return () => {
      observer.disconnect();
      shadow.removeEventListener('submit', keepForm, true);
      for (const trigger of triggers) element.removeEventListener(trigger, start);
      const pending = demo.current;
      demo.current = null;
      void pending?.then((started) => started.unmount());
    };
  }, [stylesheet]);

  useEffect(() => {
    if (live) startRef.current();
    void demo.current?.then((started) => started.update(spec));
  }, [live, spec]);

  const html =
    built &&
    shadowContent(
      stylesheet,
      containerAttribute,
      inertLinkRules + (built.style ?? ''),
      inertLinksInMarkup(built.markup, linkTitle),
    );
  return (
    <figure className={styles.frame} data-demo-component={component}>
      <Head>
        <link rel="stylesheet" href={stylesheet} />
      </Head>
      <figcaption className={styles.caption}>
        <span className={styles.captionTitle}>{caption}</span>
        {/* Said once per demo, not content: out of the search index. A Markdown example shows its own links. */}
        {spec.kind !== 'markdown' && (
          <span className={styles.note} data-pagefind-ignore="all">
            <Translate id="inkwellDemo.inertLinksNote">
              A preview: its links would open pages of your site, so here they do nothing.
            </Translate>
          </span>
        )}
      </figcaption>
      <div
        ref={host}
        className={`padding--md ${styles.stage}`}
        data-inkwell-demo=""
        // The browser turns the template into the shadow root: the element has no children to hydrate.
        suppressHydrationWarning
        dangerouslySetInnerHTML={
          html === null ? undefined : {__html: `<template shadowrootmode="open">${html}</template>`}
        }
      />
    </figure>
  );
}

/** One of {@link markdownExamples} beside what `MarkdownRenderer` makes of it, editable live. */
export function MarkdownExample({name}: {name: MarkdownExampleName}): ReactNode {
  const initial = withBaseUrl(markdownExamples[name], useBaseUrl('/'));
  const [source, setSource] = useState(initial);
  const [editing, setEditing] = useState(false);
  const editor = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (editing) editor.current?.focus();
  }, [editing]);

  return (
    <div className={styles.example} data-markdown-example={name}>
      <div className={styles.source}>
        {editing ? (
          <textarea
            ref={editor}
            className={styles.editor}
            aria-label={translate({
              id: 'inkwellDemo.markdown.editorLabel',
              message: 'Markdown source, rendered as you type',
            })}
            spellCheck={false}
            // Wrapped on screen only, so a line typed on a phone stays in view from its start.
            wrap="soft"
            rows={Math.max(4, source.split('\n').length + 1)}
            value={source}
            onChange={(event) => setSource(event.target.value)}
          />
        ) : (
          <CodeBlock language="md" title={translate({id: 'inkwellDemo.markdown.source', message: 'You write'})}>
            {source}
          </CodeBlock>
        )}
        {/* Buttons, not content: out of the search index and the results' excerpts. */}
        <div className="margin-top--sm" data-pagefind-ignore="all">
          <button
            type="button"
            className="button button--outline button--primary"
            onClick={() => (editing ? setSource(initial) : setEditing(true))}
            disabled={editing && source === initial}
          >
            {editing ? (
              <Translate id="inkwellDemo.markdown.reset">Reset the example</Translate>
            ) : (
              <Translate id="inkwellDemo.markdown.edit">Edit this example</Translate>
            )}
          </button>
        </div>
      </div>
      <Demo
        component="MarkdownRenderer"
        caption={translate({id: 'inkwellDemo.caption.markdown', message: 'What visitors see.'})}
        spec={{kind: 'markdown', markdown: source}}
        live={editing}
      />
    </div>
  );
}

/** A page of the post list, with pagination and a draft that is left out. */
export function PostListDemo(): ReactNode {
  const caption = translate({
    id: 'inkwellDemo.caption.postList',
    message: "Page 2 of the blog's post list, as visitors see it.",
  });
  return <Demo component="PostList" caption={caption} spec={{kind: 'post-list'}} />;
}

/** The site menu, with the current page marked. */
export function NavigationDemo({currentPath = '/about'}: {currentPath?: string}): ReactNode {
  const label = translate({id: 'inkwellDemo.navigation.label', message: 'Demo site menu'});
  const caption = translate({
    id: 'inkwellDemo.caption.navigation',
    message: 'The site menu, as visitors see it on the About page.',
  });
  return <Demo component="Navigation" caption={caption} spec={{kind: 'navigation', currentPath, label}} />;
}

/** The admin toolbar as an editor or an admin sees it on the About page (so "Edit this page" shows). */
export function AdminToolbarDemo({role = 'editor'}: {role?: Role}): ReactNode {
  const label = translate({id: 'inkwellDemo.toolbar.label', message: 'Demo admin toolbar ({role})'}, {role});
  const caption = translate(
    {id: 'inkwellDemo.caption.toolbar', message: 'The admin toolbar at the top of a page, as an {role} sees it.'},
    {role},
  );
  return <Demo component="AdminToolbar" caption={caption} spec={{kind: 'admin-toolbar', role, label}} />;
}

/** A whole screen as `InkwellRouter` renders it on your site; saving and uploading answer that nothing is saved. */
export function ScreenDemo({screen}: {screen: ScreenName}): ReactNode {
  const captions: Record<ScreenName, string> = {
    setup: translate({
      id: 'inkwellDemo.caption.screen.setup',
      message: 'The setup screen, the first time your site opens.',
    }),
    'sign-in': translate({
      id: 'inkwellDemo.caption.screen.signIn',
      message: 'The sign-in screen, at any admin address before you sign in.',
    }),
    editor: translate({
      id: 'inkwellDemo.caption.screen.editor',
      message: 'The post editor, with a post already written. Try it: here it saves and uploads nothing.',
    }),
    'not-added': translate({
      id: 'inkwellDemo.caption.notAdded',
      message: 'What someone sees who signs in with an email no admin has added.',
    }),
    users: translate({id: 'inkwellDemo.caption.screen.users', message: 'The Users screen, as an admin sees it.'}),
  };
  const previewMessage = translate({
    id: 'inkwellDemo.previewOnly',
    message: 'This is a preview: nothing is saved here. The playground on Create a blog post saves as you try it.',
  });
  return (
    <Demo
      caption={captions[screen]}
      // The not-added page is the sign-in route's HTML, not a component.
      component={screen === 'not-added' ? undefined : 'InkwellRouter'}
      spec={{kind: 'screen', screen, previewMessage}}
    />
  );
}
