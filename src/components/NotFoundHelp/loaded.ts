import {createContext, type ReactNode} from 'react';

/** The not-found help from its route's chunk (elsewhere null): a lazy fallback would shift the footer. */
export const LoadedNotFoundHelp = createContext<ReactNode>(null);
