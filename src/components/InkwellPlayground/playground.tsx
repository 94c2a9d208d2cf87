import React, {createRef, useCallback, useEffect, useImperativeHandle, useRef, useState, type ReactNode} from 'react';
import {createRoot, type Root} from 'react-dom/client';
// First, before the library: see the module.
import '../zodJitless';
import {AdminToolbar, InkwellRouter, Navigation, SiteProvider, TooltipProvider} from '@inkwell/cms';
import {API_BASE, AUTH_BASE, createLocalSite, localSession, type LocalSite, type SiteView} from './localSite';
import {playgroundTarget} from './navigation';

/** The playground's site, rendered with the same components and layout as the getting-started guide's. */
function PlaygroundSite({
  site,
  onAddress,
  visitRef,
}: {
  site: LocalSite;
  /** Tells the docs page which address the playground shows, and whether the reader is signed in. */
  onAddress: OnAddress;
  /** Where the docs page's own controls open an address in the playground. */
  visitRef: VisitRef;
}): ReactNode {
  const [view, setView] = useState<SiteView | null>(null);
  const [signedIn, setSignedIn] = useState(true);
  const frame = useRef<HTMLDivElement>(null);

  const open = useCallback(
    (path: string, asSignedIn: boolean) => {
      void site.view(path, asSignedIn ? localSession : null).then((next) => {
        setView(next);
        onAddress(next.path, asSignedIn);
        frame.current?.scrollIntoView?.({block: 'nearest'});
      });
    },
    [site, onAddress],
  );

  // The dashboard, where an editor starts.
  useEffect(() => open('/admin', true), [open]);

  useImperativeHandle(visitRef, () => (path: string) => open(path, signedIn), [open, signedIn]);

  // After a save the menu and the site's name may change; the screen keeps its state, as on a real site.
  const send = useCallback(
    async (request: Request): Promise<Response> => {
      const response = await site.send(request);
      if (request.method !== 'GET') {
        const [siteSettings, navigation] = await Promise.all([site.server.site.get(), site.server.navigation()]);
        setView((current) => (current ? {...current, site: siteSettings, navigation} : current));
      }
      return response;
    },
    [site],
  );

  // The editor moves to a new item's own address; the screen stays, as on a real site.
  const replaceAddress = useCallback((href: string) => onAddress(href, signedIn), [onAddress, signedIn]);

  // Uploaded images have public paths (`/uploads/…`); here they live in object URLs.
  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const show = () => {
      element.querySelectorAll<HTMLImageElement>('img[src^="/uploads/"]').forEach((image) => {
        const objectUrl = site.imageUrl(image.getAttribute('src') ?? '');
        if (objectUrl) image.src = objectUrl;
      });
    };
    const observer = new MutationObserver(show);
    observer.observe(element, {subtree: true, childList: true, attributes: true, attributeFilter: ['src']});
    show();
    return () => observer.disconnect();
  }, [site]);

  // Links and forms point at the site's own paths; here they open inside the playground.
  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const follow = (event: Event) => {
      const target = playgroundTarget(event, AUTH_BASE);
      if (!target) return;
      event.preventDefault();
      const nowSignedIn = target.kind === 'open' ? signedIn : target.kind === 'sign-in';
      setSignedIn(nowSignedIn);
      open(target.kind === 'sign-out' ? '/' : target.path, nowSignedIn);
    };
    element.addEventListener('click', follow);
    element.addEventListener('submit', follow);
    return () => {
      element.removeEventListener('click', follow);
      element.removeEventListener('submit', follow);
    };
  }, [open, signedIn]);

  return (
    <div ref={frame}>
      {view && (
        <SiteProvider
          site={view.site}
          navigation={view.navigation}
          session={signedIn ? localSession : null}
          providers={['github']}
          currentPath={view.path}
          apiBase={API_BASE}
          authBase={AUTH_BASE}
          fetch={send}
          replaceAddress={replaceAddress}
        >
          <TooltipProvider>
            <div className="inkwell-site">
              <AdminToolbar result={view.result} />
              <header className="inkwell-site__header">
                <a className="inkwell-site__name" href="/">
                  {view.site?.name ?? 'New Inkwell site'}
                </a>
                <Navigation />
              </header>
              <main className="inkwell-site__main">
                {/* Keyed by address: opening another page starts its screen afresh, as a real page load does. */}
                <InkwellRouter key={view.path} result={view.result} />
              </main>
              <footer className="inkwell-site__footer">
                <p>{view.site?.description}</p>
              </footer>
            </div>
          </TooltipProvider>
        </SiteProvider>
      )}
    </div>
  );
}

/** Told the address the playground shows, and whether the reader is signed in there. */
export type OnAddress = (path: string, signedIn: boolean) => void;

/** Opens an address in the playground as the reader is now, signed in or not. */
type VisitRef = React.RefObject<((path: string) => void) | null>;

/** A running playground, which `reset` starts again from the beginning and `visit` takes to a path. */
export type RunningPlayground = Awaited<ReturnType<typeof startPlayground>>;

/** Starts a playground with a new site in memory in `container`, inside the docs page's shadow root. */
export async function startPlayground(container: HTMLElement, onAddress: OnAddress) {
  const visitRef: VisitRef = createRef();
  let root: Root | undefined;
  let site: LocalSite | undefined;
  const unmount = () => {
    root?.unmount();
    site?.close();
  };
  const start = async () => {
    unmount();
    site = await createLocalSite(window.location.origin);
    root = createRoot(container);
    root.render(<PlaygroundSite site={site} onAddress={onAddress} visitRef={visitRef} />);
  };
  await start();
  return {reset: start, visit: (path: string) => visitRef.current?.(path), unmount};
}
