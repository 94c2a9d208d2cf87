/**
 * The create-next-app the guide runner makes its app with. Exact, so every run builds the same
 * app; the guides name its major (`create-next-app@16`) and the runner checks they agree.
 * To move on: `npm view create-next-app dist-tags`, change this, run `npm test`, and update
 * docs/getting-started/prerequisites.md.
 */
export const CREATE_NEXT_APP_VERSION = '16.4.3';

/**
 * The create-next-app of the second, lighter pass on Next.js 15: the getting-started guide's app
 * made, built and started on it, with the one file the guide gives for 15 (`middleware.ts`).
 */
export const CREATE_NEXT_APP_15_VERSION = '15.5.28';
