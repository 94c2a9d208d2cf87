import {createContext, type ReactNode} from 'react';

/**
 * The not-found help, given by the not-found route, whose chunk holds it (elsewhere null: loaded lazily). A lazy part
 * still loading when the providers update after hydration is replaced by its fallback, shifting the footer.
 */
export const LoadedNotFoundHelp = createContext<ReactNode>(null);
