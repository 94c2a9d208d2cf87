import type {Plugin} from '@docusaurus/types';
import {phaseLine} from '../shared/phaseLine.mjs';
import {writeBuiltHeaders} from './write-headers.mjs';

/**
 * Hashes the inline scripts of every built page and writes the nginx include and vercel.json
 * that allow exactly those, under `build/.security-headers/`.
 *
 * @remarks
 * Written into the build, not over the committed files, so `npm run build` leaves the tree
 * alone whatever its base URL. `npm run headers:check` (write-headers.mjs) compares the
 * committed files with these and says how to update them.
 */
export default function securityHeaders(): Plugin {
  return {
    name: 'inkwell-security-headers',
    postBuild({outDir}) {
      const started = performance.now();
      writeBuiltHeaders(outDir);
      console.log(phaseLine('security headers', performance.now() - started));
    },
  };
}
