'use client';

import {createContext, useCallback, useContext, useMemo, useState} from 'react';
import type React from 'react';

import type {NavItem, ProviderId, Session, SiteSettings} from '../../types.js';
import {trimSlash} from '../internal/providers.js';

/** Props of {@link SiteProvider}. */
export interface SiteProviderProps {
  /** The site's name and description; `null` before the setup form has been filled in. */
  site: SiteSettings | null;
  /**
   * Menu entries for {@link Navigation}, already in menu order. Leave it out where no menu
   * shows, such as around {@link AdminShell}, which has a menu of its own.
   *
   * @defaultValue `[]`
   */
  navigation?: NavItem[];
  /** The signed-in person, or `null` for a visitor. */
  session: Session | null;
  /** Sign-in providers the server has credentials for; the setup and sign-in screens offer these. */
  providers: ProviderId[];
  /** Path of the page being shown, such as `/about`; marks the current menu item and is where sign-in returns to. */
  currentPath: string;
  /**
   * Where the Inkwell HTTP API is mounted.
   *
   * @defaultValue `'/api/inkwell'`
   */
  apiBase?: string;
  /**
   * Where the sign-in routes are mounted.
   *
   * @defaultValue `'/api/auth'`
   */
  authBase?: string;
  /**
   * The `fetch` the admin screens call the HTTP API with, image uploads included.
   *
   * @remarks
   * Leave it unset on a site: the screens then use the browser's `fetch` (and XMLHttpRequest
   * for uploads, which reports progress). Set it to answer the screens' requests somewhere
   * other than the network, such as an {@link Inkwell}-style handler running in the same page;
   * an upload sent through it reports its progress only when it has finished.
   *
   * @defaultValue the browser's `fetch`
   */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Called instead of `history.replaceState` when a screen changes the address bar without
   * leaving the page: after the editor creates an item, it moves to that item's editor address,
   * so a reload edits it rather than creating another.
   *
   * @defaultValue replaces the browser's address with `history.replaceState`
   */
  replaceAddress?: (href: string) => void;
  /** The components that read this context. */
  children?: React.ReactNode;
}

/**
 * What `useSite()` returns: the {@link SiteProvider} props with defaults applied.
 */
export interface SiteContextValue {
  /** The site's settings, or `null` before setup. */
  site: SiteSettings | null;
  /** Menu entries, in menu order. */
  navigation: NavItem[];
  /** The signed-in person, or `null`. */
  session: Session | null;
  /** Configured sign-in providers. */
  providers: ProviderId[];
  /** Path of the page being shown. */
  currentPath: string;
  /** Base path of the HTTP API, without a trailing slash. */
  apiBase: string;
  /** Base path of the sign-in routes, without a trailing slash. */
  authBase: string;
  /** The `fetch` to call the HTTP API with, or `undefined` for the browser's own. */
  fetch: ((request: Request) => Promise<Response>) | undefined;
  /** Replaces the address bar's URL without leaving the page. */
  replaceAddress: (href: string) => void;
  /**
   * Marks the session as over in this page (after **Sign out everywhere** on your own row), so
   * every component shows a visitor's view until the page is loaded again.
   */
  endSession: () => void;
}

function replaceHistoryAddress(href: string): void {
  window.history.replaceState(window.history.state, '', href);
}

// One empty menu for every provider without one, so the context value stays the same between renders.
const NO_NAVIGATION: NavItem[] = [];

const SiteContext = createContext<SiteContextValue | null>(null);
SiteContext.displayName = 'InkwellSiteContext';

/**
 * Gives the Inkwell components the site settings, menu, session and API paths.
 *
 * @remarks
 * Render it once, high in the tree (a Next.js layout), with data read on the server through
 * {@link Inkwell} and {@link InkwellAuth}. Everything it takes is plain JSON, so a server
 * component can pass it straight to this client component.
 *
 * @param props - The site data and the paths of the API; see {@link SiteProviderProps}.
 * @returns The context provider wrapping `children`.
 *
 * @example
 * ```tsx
 * import {SiteProvider, Navigation} from '@inkwell/cms';
 *
 * export function Shell({children}: {children: React.ReactNode}) {
 *   return (
 *     <SiteProvider
 *       site={{name: 'Field Notes', description: 'A small blog'}}
 *       navigation={[{title: 'About', href: '/about'}]}
 *       session={null}
 *       providers={['github']}
 *       currentPath="/about"
 *     >
 *       <Navigation />
 *       {children}
 *     </SiteProvider>
 *   );
 * }
 * ```
 *
 * @see
 * - {@link InkwellRouter}, {@link AdminToolbar}, {@link Navigation} and {@link SetupForm}, which need it above them.
 */
export function SiteProvider(props: SiteProviderProps): React.JSX.Element {
  const {
    site,
    navigation = NO_NAVIGATION,
    session,
    providers,
    currentPath,
    apiBase = '/api/inkwell',
    authBase = '/api/auth',
    fetch,
    replaceAddress = replaceHistoryAddress,
    children,
  } = props;
  // The session the server gave is over once this page ended it: the same person with the same
  // expiry is not signed in any more, while a new session (another sign-in) is.
  const [ended, setEnded] = useState<string | null>(null);
  const sessionKey = session ? `${session.user.id} ${session.expiresAt}` : null;
  const currentSession = sessionKey !== null && sessionKey === ended ? null : session;
  const endSession = useCallback(() => setEnded(sessionKey), [sessionKey]);
  const value = useMemo<SiteContextValue>(
    () => ({
      site,
      navigation,
      session: currentSession,
      providers,
      currentPath,
      apiBase: trimSlash(apiBase),
      authBase: trimSlash(authBase),
      fetch,
      replaceAddress,
      endSession,
    }),
    [site, navigation, currentSession, providers, currentPath, apiBase, authBase, fetch, replaceAddress, endSession],
  );
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/**
 * Reads the nearest {@link SiteProvider}'s data. Used by the package's own components; it is
 * not part of the public entry point.
 *
 * @remarks Throws when there is no provider above, because every component that calls it
 * needs the session or the API paths, and guessing them would fail later and less clearly.
 *
 * @returns The site settings, menu, session, providers, current path and API paths.
 * @internal
 */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (value === null) {
    throw new Error(
      'useSite() was called outside <SiteProvider>. Wrap the Inkwell components in <SiteProvider> (usually in your root layout).',
    );
  }
  return value;
}
