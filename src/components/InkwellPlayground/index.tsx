import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {shadowContent} from '../InkwellDemo';
import type {RunningPlayground} from './playground';

/** Where a visitor of an Inkwell site signs in: the admin area, which asks them to. */
const SIGN_IN_PATH = '/admin';

/** A working Inkwell site in the reader's page, over a store in memory; its code loads on the first click. */
export default function InkwellPlayground(): ReactNode {
  const stylesheet = useBaseUrl('/inkwell/styles.css');
  const host = useRef<HTMLDivElement>(null);
  const running = useRef<RunningPlayground | null>(null);
  const [status, setStatus] = useState<'closed' | 'opening' | 'open' | 'failed'>('closed');
  // The address the playground shows, and whether the reader is signed in there.
  const [at, setAt] = useState({path: '', signedIn: true});

  useEffect(() => () => running.current?.unmount(), []);

  async function open(): Promise<void> {
    const element = host.current;
    if (!element || status === 'opening' || status === 'open') return;
    setStatus('opening');
    try {
      const {startPlayground} = await import('./playground');
      // A shadow root of its own, as a demo's: the library's stylesheet and nothing of the docs'.
      const shadow = element.shadowRoot ?? element.attachShadow({mode: 'open'});
      shadow.innerHTML = shadowContent(stylesheet, 'data-inkwell-playground-root');
      running.current = await startPlayground(shadow.lastElementChild as HTMLElement, (path, signedIn) =>
        setAt({path, signedIn}),
      );
      setStatus('open');
    } catch (error) {
      console.error(error);
      setStatus('failed');
    }
  }

  return (
    // Infima's card and spacing classes: a stylesheet of its own would join the CSS every page loads.
    <section
      className="card margin-bottom--lg"
      aria-label={translate({id: 'inkwellPlayground.label', message: 'Inkwell playground'})}
    >
      {/* The library's custom properties, colour scheme included, reach the shadow root from :root. */}
      <Head>
        <link rel="stylesheet" href={stylesheet} />
      </Head>
      {status === 'open' ? (
        <div className="card__header" data-pagefind-ignore="all">
          <p className="margin-bottom--sm">
            <strong>
              <Translate id="inkwellPlayground.address">Address</Translate>
            </strong>{' '}
            <output data-playground-address="">
              <code>{at.path}</code>
            </output>{' '}
            <button
              type="button"
              className="button button--sm button--outline button--secondary margin-left--sm"
              onClick={() => void running.current?.reset()}
            >
              <Translate id="inkwellPlayground.reset">Reset</Translate>
            </button>
          </p>
          {at.signedIn ? (
            <p className="margin-bottom--none">
              <Translate id="inkwellPlayground.session">
                You are signed in as an admin on this page only. Nothing you write or upload leaves your browser, and
                reloading the page starts again.
              </Translate>
            </p>
          ) : (
            <p className="margin-bottom--none">
              <Translate id="inkwellPlayground.signedOut" values={{admin: <code>{SIGN_IN_PATH}</code>}}>
                {
                  'You are signed out, so you see the site as its visitors do. To sign in again, open the sign-in page, as you would at {admin} on your own site.'
                }
              </Translate>{' '}
              <button
                type="button"
                className="button button--sm button--outline button--primary"
                onClick={() => running.current?.visit(SIGN_IN_PATH)}
              >
                <Translate id="inkwellPlayground.signIn">Open the sign-in page</Translate>
              </button>
            </p>
          )}
        </div>
      ) : (
        <div className="card__body">
          <p>
            <Translate id="inkwellPlayground.intro">
              A small Inkwell site can run right here, in your browser, with the same screens your site has: write a
              post, add an image, save a draft, publish it and watch the blog and the menu change.
            </Translate>
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void open()}
            disabled={status === 'opening'}
          >
            {status === 'opening' ? (
              <Translate id="inkwellPlayground.opening">Opening the playground…</Translate>
            ) : (
              <Translate id="inkwellPlayground.open">Open the playground</Translate>
            )}
          </button>
          {status === 'failed' && (
            <p role="alert" className="margin-top--md margin-bottom--none">
              <Translate id="inkwellPlayground.failed">
                The playground could not open. Reload the page and try again.
              </Translate>
            </p>
          )}
        </div>
      )}
      <div ref={host} className="card__body" hidden={status !== 'open'} data-inkwell-playground="" />
    </section>
  );
}
