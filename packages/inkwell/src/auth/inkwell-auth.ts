/**
 * `InkwellAuth`: sign-in configured from the environment on first use.
 *
 * @module
 */

import {loadConfig, type InkwellConfig} from '../config.js';
import {createDataStore} from '../store/index.js';
import type {ProviderId, Session} from '../types.js';
import type {InkwellAuthApi} from './api.js';
import {createInkwellAuth} from './create-inkwell-auth.js';
import {configuredProviderIds} from './providers.js';

export type {InkwellAuthApi} from './api.js';

// Configuration and store are created on first use, never at import: importing the
// package (say, from a component file or a build step) must not read the environment or
// touch the filesystem.
let config: InkwellConfig | undefined;
let instance: Promise<InkwellAuthApi> | undefined;
let providers: readonly ProviderId[] | undefined;

function currentConfig(): InkwellConfig {
  config ??= loadConfig(process.env);
  return config;
}

function currentAuth(): Promise<InkwellAuthApi> {
  if (!instance) {
    const loaded = currentConfig();
    instance = createDataStore(loaded).then((store) => createInkwellAuth(loaded, {store}));
    // A store that failed to open (a file permission fixed a moment later) is retried on
    // the next request rather than remembered for the life of the process.
    instance.catch(() => {
      instance = undefined;
    });
  }
  return instance;
}

async function handler(request: Request): Promise<Response> {
  return (await currentAuth()).handler(request);
}

/**
 * Sign-in for Inkwell: the OAuth routes, the session reader and the configured providers,
 * configured from the environment on first use.
 *
 * @remarks
 * Reads `INKWELL_URL`, `INKWELL_SECRET`, the data store variables and the provider pairs
 * (`GITHUB_CLIENT_ID`/`GITHUB_CLIENT_SECRET`, `GOOGLE_CLIENT_ID`/`GOOGLE_CLIENT_SECRET`,
 * `MICROSOFT_CLIENT_ID`/`MICROSOFT_CLIENT_SECRET`/`MICROSOFT_TENANT_ID`) the first time a
 * member is used, not when the package is imported. Register
 * `${INKWELL_URL}/api/auth/callback/<provider>` as the callback URL with each provider.
 * See {@link InkwellAuthApi} for the routes and the sign-in rules.
 *
 * @example
 * The route file, as the [getting-started guide](/docs/getting-started/create-new-project#sign-in-routes)
 * gives it; {@link InkwellAuthApi.getSession} shows a page that reads the session.
 * ```ts
 * // app/api/auth/[...path]/route.ts
 * import {InkwellAuth} from '@inkwell/cms';
 *
 * export const {GET, POST} = InkwellAuth.routeHandlers;
 * ```
 */
export const InkwellAuth: InkwellAuthApi = {
  handler,
  routeHandlers: {GET: handler, POST: handler},
  async getSession(source: Request | Headers): Promise<Session | null> {
    return (await currentAuth()).getSession(source);
  },
  get providers(): readonly ProviderId[] {
    // From the configuration alone, so listing providers never opens the store.
    providers ??= Object.freeze(configuredProviderIds(currentConfig()));
    return providers;
  },
};
