import {createContext, type ReactNode} from 'react';

/**
 * The not-found help, rendered by the not-found page's own route (src/theme/NotFound), whose
 * chunk holds it; elsewhere null, and src/theme/NotFound/Content loads it lazily.
 *
 * @remarks
 * A lazy part the server rendered is still loading when the theme's providers update after
 * hydration, and React then replaces its HTML with the empty fallback until the chunk
 * arrives: the page collapses and grows back, shifting the footer a screen's height.
 */
export const LoadedNotFoundHelp = createContext<ReactNode>(null);
