/**
 * Imported before the library by the live demos and the playground, for its side effect: the library checks input with zod, which
 * first probes whether it may compile code (`Function('')`). The docs' security policy allows
 * no eval, so the probe fails (zod then interprets, as intended) and the browser reports a CSP
 * violation; jitless skips the probe. zod keeps this setting on `globalThis`, so it reaches
 * the library's own import of zod.
 */
import {z} from 'zod';

z.config({jitless: true});
