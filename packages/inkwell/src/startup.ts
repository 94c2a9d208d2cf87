/**
 * The configuration check a server runs once at start, so a misconfigured production server
 * stops before it answers anyone.
 *
 * @module
 */

import {ConfigError, loadConfig, type Env} from './config.js';

/** The first line of the log entry `Inkwell.checkConfig()` writes when the configuration is unusable. */
export const STARTUP_REFUSED =
  '[inkwell] Inkwell cannot start. Fix these environment variables, then start the server again:';

/**
 * Checks Inkwell's environment variables, and logs every one to fix when any is missing or
 * wrong.
 *
 * @remarks
 * Inkwell reads its configuration on first use, so without this check a production server with
 * a missing `INKWELL_SECRET` starts, says Ready, and fails every request. Call it from
 * `register()` in `instrumentation.ts`, which Next.js runs once as the server starts, and end
 * the process when it returns `false`: Next.js only logs an error thrown from `register()` and
 * keeps serving. The check opens no data store and writes nothing.
 *
 * @param env - The variables to check; `process.env` when left out.
 * @returns `true` when the configuration is usable; `false` after logging, to `console.error`,
 * `[inkwell] Inkwell cannot start.` and one line per variable naming it and the fix.
 *
 * @example
 * ```ts
 * // instrumentation.ts, next to package.json
 * export async function register() {
 *   if (process.env.NEXT_RUNTIME === 'nodejs') {
 *     const {Inkwell} = await import('@inkwell/cms');
 *     if (!Inkwell.checkConfig()) process.exit(1);
 *   }
 * }
 * ```
 */
export function checkInkwellConfig(env: Env = process.env): boolean {
  try {
    loadConfig(env);
    return true;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error([STARTUP_REFUSED, ...error.issues.map((issue) => `  - ${issue.message}`)].join('\n'));
    return false;
  }
}
