/**
 * Inkwell: a small content-management system for Next.js (App Router) projects.
 *
 * Server code (`Inkwell`, `InkwellAuth`) speaks the web's `Request`/`Response`; the React
 * components render what it returns.
 *
 * @packageDocumentation
 */

export {AdminToolbar} from './components/AdminToolbar/index.js';
export {MarkdownRenderer} from './components/MarkdownRenderer/index.js';
export {Navigation} from './components/Navigation/index.js';
export {PageRenderer} from './components/PageRenderer/index.js';
export {PostList} from './components/PostList/index.js';
export {SetupForm} from './components/SetupForm/index.js';
export {InkwellRouter} from './components/InkwellRouter/index.js';
export {SiteProvider} from './components/SiteProvider/index.js';
export {TooltipProvider} from './components/TooltipProvider/index.js';

export {Inkwell} from './server/inkwell.js';
export {InkwellAuth} from './auth/inkwell-auth.js';

export type {
  ApiError,
  ContentStatus,
  NavItem,
  Page,
  PageOf,
  Post,
  ProviderId,
  ResolveResult,
  Role,
  Session,
  SiteSettings,
  User,
} from './types.js';
