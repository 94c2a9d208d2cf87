import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {whenBrowserBundleWritten} from './browserBundleWritten';
import {runNodeChild} from './nodeChild';

/**
 * Gzip and brotli copies of the hashed assets (scripts/compress/precompress.mjs), made in the
 * background as soon as the browser bundle is written, instead of after the build.
 *
 * @remarks
 * The assets are final once the browser bundle is written, and the pre-rendering that
 * follows keeps one core busy, so the compression runs then, at the lowest CPU priority and
 * with two threads: it takes what the build leaves idle and slows no other step. postBuild
 * waits for it. It reads and writes only `assets/`, which nothing after the bundler touches.
 */
export default function precompressAssets(context: LoadContext): Plugin {
  let precompress: Promise<void> | undefined;
  const start = () => {
    if (!precompress) {
      precompress = runNodeChild(
        join(context.siteDir, 'scripts', 'compress', 'precompress.mjs'),
        [context.outDir],
        '[precompress] Precompression',
        {env: {UV_THREADPOOL_SIZE: '2'}, background: true},
      );
      // Reported by postBuild; a build that fails before it reports its own error instead.
      precompress.catch(() => undefined);
    }
    return precompress;
  };
  return {
    name: 'inkwell-precompress-assets',
    configureWebpack: (config, isServer) => whenBrowserBundleWritten(config, isServer, () => void start()),
    async postBuild() {
      await start();
    },
  };
}
