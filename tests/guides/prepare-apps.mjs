// `node tests/guides/prepare-apps.mjs`: the guide runner's apps made into its cache ahead of the
// runner (see prepare-apps.ts), loaded through jiti as the load bench (tests/load/) loads the runner's code.
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
/** @type {{prepareGuideApps: () => Promise<string[]>}} */
const {prepareGuideApps} = jiti('./prepare-apps.ts');
for (const line of await prepareGuideApps()) console.log(line);
