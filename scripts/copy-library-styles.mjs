// @ts-check
// The docs load @inkwell/cms's stylesheet as a file of its own, on the pages with a live
// demo only: imported from a component it would join the one stylesheet every page loads
// (Docusaurus bundles all CSS together), and every first visit would pay for it.
import {copyFileSync, mkdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const source = createRequire(import.meta.url).resolve('@inkwell/cms/styles.css');
const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'static', 'inkwell', 'styles.css');
mkdirSync(dirname(target), {recursive: true});
copyFileSync(source, target);
