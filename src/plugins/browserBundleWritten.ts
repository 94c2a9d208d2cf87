import type {Plugin} from '@docusaurus/types';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

/**
 * A `configureWebpack` result that calls `callback` once the browser bundle of a production
 * build is written without errors: the moment its assets are final and the pre-rendering,
 * which keeps only one core busy, begins.
 *
 * @param config the bundler config `configureWebpack` was given
 * @param isServer whether that config is the server bundle's
 * @param callback what to start then
 * @returns the config to merge: a bundler plugin for the browser bundle of a production build, nothing otherwise
 * @example
 * configureWebpack: (config, isServer) => whenBrowserBundleWritten(config, isServer, () => void start()),
 */
export function whenBrowserBundleWritten(
  config: Parameters<ConfigureWebpack>[0],
  isServer: boolean,
  callback: () => void,
): ReturnType<ConfigureWebpack> {
  if (isServer || config.mode !== 'production') return {};
  return {
    plugins: [
      {
        apply(compiler: {hooks: {done: {tap(name: string, tapped: (stats: {hasErrors(): boolean}) => void): void}}}) {
          compiler.hooks.done.tap('inkwell-browser-bundle-written', (stats) => {
            if (!stats.hasErrors()) callback();
          });
        },
      },
    ],
  };
}
