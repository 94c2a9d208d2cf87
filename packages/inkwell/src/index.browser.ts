/**
 * The browser build of `@inkwell/cms`: the same exports as `index.ts`, with the server API
 * replaced by stand-ins that explain themselves (see `server-only.ts`). Bundlers choose it
 * through the `browser` export condition. A test keeps its exports equal to `index.ts`'s.
 *
 * @internal
 * @module
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

export {Inkwell, InkwellAuth} from './server-only.js';
