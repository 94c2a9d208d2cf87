import {spawn} from 'node:child_process';
import {rm, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {phaseLine} from '../../../scripts/bench/phases.mjs';
import type {TwinsJob} from './twins';

/** Runs child.cjs on `job`; rejects when it fails. */
async function writeTwinsInChild(job: TwinsJob): Promise<void> {
  const jobFile = join(job.generatedFilesDir, 'llms-job.json');
  await writeFile(jobFile, JSON.stringify(job));
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [join(__dirname, 'child.cjs'), jobFile], {stdio: 'inherit'});
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`[llms] Markdown twins failed (${signal ?? `exit code ${code}`}).`)),
      );
    });
  } finally {
    await rm(jobFile, {force: true});
  }
}

/**
 * Markdown for readers' AI assistants, from the built HTML: a `.md` twin beside every docs
 * page (`/docs/x/y` → `/docs/x/y.md`, API pages included), `llms.txt` (llmstxt.org) and
 * `llms-full.txt`. Wraps @signalwire/docusaurus-plugin-llms-txt, which converts what
 * readers see, after MDX and TypeDoc have run; a rehype step first turns Tabs, the stack
 * picker and live demos into plain content. The plugin and its conversion run in a child
 * process (child.cjs, twins.ts) beside Pagefind's: neither its modules nor the parsed pages
 * add to the build's memory.
 */
export default function llmsMarkdown(): Plugin {
  return {
    name: 'inkwell-llms-markdown',
    async postBuild({outDir, siteDir, generatedFilesDir, siteConfig, routes}) {
      const started = performance.now();
      await writeTwinsInChild({outDir, siteDir, generatedFilesDir, siteConfig, routes});
      console.log(phaseLine('Markdown twins and llms.txt (child process)', performance.now() - started));
    },
  };
}
