import type {Plugin} from '@docusaurus/types';
import {phaseLine} from '../shared/phaseLine.mjs';
import {writeBuiltHeaders} from './write-headers.mjs';

/**
 * Writes the nginx include and vercel.json that allow exactly the built pages' inline scripts
 * into the build, not over the committed files, which `npm run headers:check` compares.
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
