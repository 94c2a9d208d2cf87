import {isSitePath} from '../InkwellDemo/inertLinks';

/** Where a link or form inside the playground leads: a path of its site, or signing in or out. */
type PlaygroundTarget = {kind: 'open'; path: string} | {kind: 'sign-in'; path: string} | {kind: 'sign-out'};

/** A path of the site itself, normalised, or null for anything else. */
function sitePath(href: string): string | null {
  if (!isSitePath(href)) return null;
  const url = new URL(href, 'http://playground.invalid');
  return `${url.pathname}${url.search}`;
}

/** Where a link's `href`, as written, leads in the playground; `null` for a link the browser follows itself. */
export function linkTarget(href: string, authBase: string): PlaygroundTarget | null {
  const path = sitePath(href);
  if (path === null) return null;
  const url = new URL(path, 'http://playground.invalid');
  if (url.pathname.startsWith(`${authBase}/signin`)) {
    return {kind: 'sign-in', path: sitePath(url.searchParams.get('callbackUrl') ?? '/admin') ?? '/admin'};
  }
  if (url.pathname === `${authBase}/signout`) return {kind: 'sign-out'};
  return {kind: 'open', path};
}

/** Where a form with an `action` (Sign out, the sign-in buttons) leads; `null` for one its script handles. */
export function formTarget(
  action: string | null,
  callbackUrl: string | null,
  authBase: string,
): PlaygroundTarget | null {
  if (action === null) return null;
  const target = linkTarget(action, authBase);
  if (target?.kind === 'sign-in' && callbackUrl !== null) {
    return {kind: 'sign-in', path: sitePath(callbackUrl) ?? '/admin'};
  }
  return target;
}

/** What a click or submit inside the playground (a shadow root, hence `composedPath`) leads to. */
export function playgroundTarget(event: Event, authBase: string): PlaygroundTarget | null {
  const origin = event.composedPath()[0];
  if (!(origin instanceof Element)) return null;
  if (event.type === 'submit') {
    const form = origin.closest('form');
    if (!form) return null;
    const callback = form.querySelector<HTMLInputElement>('input[name="callbackUrl"]');
    return formTarget(form.getAttribute('action'), callback?.value ?? null, authBase);
  }
  if (event instanceof MouseEvent && event.button !== 0) return null;
  const link = origin.closest('a[href]');
  return link ? linkTarget(link.getAttribute('href') ?? '', authBase) : null;
}
