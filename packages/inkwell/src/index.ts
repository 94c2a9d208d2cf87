/**
 * Inkwell: a small content-management system for Next.js (App Router) projects.
 *
 * Server code (`Inkwell`, `InkwellAuth`) speaks the web's `Request`/`Response`; the React
 * components render what it returns.
 *
 * @packageDocumentation
 */

export {AdminShell, isAdminScreen} from './components/AdminShell/index.js';
export {AdminToolbar} from './components/AdminToolbar/index.js';
export {MarkdownRenderer} from './components/MarkdownRenderer/index.js';
export {Navigation} from './components/Navigation/index.js';
export {PageRenderer} from './components/PageRenderer/index.js';
export {PostList} from './components/PostList/index.js';
export {SetupForm} from './components/SetupForm/index.js';
export {InkwellRouter} from './components/InkwellRouter/index.js';
export {SiteProvider} from './components/SiteProvider/index.js';
export {TooltipProvider} from './components/TooltipProvider/index.js';
export type {AdminShellProps, AdminScreenResult} from './components/AdminShell/index.js';
export type {AdminToolbarProps, AdminToolbarEditTarget} from './components/AdminToolbar/index.js';
export type {MarkdownRendererProps} from './components/MarkdownRenderer/index.js';
export type {NavigationProps} from './components/Navigation/index.js';
export type {PageRendererProps} from './components/PageRenderer/index.js';
export type {PostListProps} from './components/PostList/index.js';
export type {SetupFormProps} from './components/SetupForm/index.js';
export type {InkwellRouterProps} from './components/InkwellRouter/index.js';
export type {SiteProviderProps, SiteContextValue} from './components/SiteProvider/index.js';
export type {TooltipProviderProps} from './components/TooltipProvider/index.js';

export {Inkwell} from './server/inkwell.js';
export type {ChangeListener, ContentChange} from './server/changes.js';
export type {
  AuthorOptions,
  DraftOptions,
  InkwellEnvServer,
  InkwellServer,
  MediaService,
  MediaUse,
  PageInput,
  PagePatch,
  PageQuery,
  PageService,
  PostInput,
  PostPatch,
  PostQuery,
  PostService,
  RequestHandler,
  ResolveOptions,
  RouteHandlers,
  SiteService,
  StoredMedia,
  UploadFile,
  UserInput,
  UserPatch,
  UserService,
} from './server/types.js';
export {InkwellAuth} from './auth/inkwell-auth.js';
export type {InkwellAuthApi} from './auth/inkwell-auth.js';

export type {
  ApiError,
  ContentStatus,
  MediaItem,
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
