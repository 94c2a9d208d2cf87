import {execFile} from 'node:child_process';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Inside the repository, so the sites resolve the repository's node_modules. */
const sitesRoot = join(repoRoot, 'tests', '.throwaway-sites');

export interface ThrowawaySite {
  /** Extra themeConfig.navbar.items. */
  navbarItems?: unknown[];
  /** sidebars.js content. */
  sidebars?: Record<string, unknown[]>;
  /** Files to write, relative to the site folder. */
  files?: Record<string, string>;
}

export interface BuildResult {
  exitCode: number;
  output: string;
}

/**
 * Builds a minimal Docusaurus 3.7.0 site with one broken piece of configuration and returns
 * what the build printed, so tests can check the error a site owner would see.
 */
export async function buildThrowawaySite(
  name: string,
  site: ThrowawaySite,
  /** Runs against the built site before it is deleted. */
  inspect?: (buildDir: string) => Promise<void>,
): Promise<BuildResult> {
  const dir = join(sitesRoot, name);
  await rm(dir, {recursive: true, force: true});
  const files: Record<string, string> = {
    'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
    'sidebars.js': `module.exports = ${JSON.stringify(site.sidebars ?? {docs: ['intro']})};\n`,
    'docusaurus.config.js': `module.exports = ${JSON.stringify({
      title: 'Throwaway',
      url: 'https://example.invalid',
      baseUrl: '/',
      // The minimal site has no home page for the theme's links to point at.
      onBrokenLinks: 'ignore',
      future: {experimental_faster: true},
      presets: [['classic', {docs: {sidebarPath: './sidebars.js'}, blog: false, pages: {}}]],
      themeConfig: {navbar: {items: site.navbarItems ?? []}},
    })};\n`,
    ...site.files,
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), {recursive: true});
    await writeFile(join(dir, path), content);
  }
  try {
    const {stdout, stderr} = await run(
      join(repoRoot, 'node_modules', '.bin', 'docusaurus'),
      ['build', dir, '--no-minify'],
      {
        cwd: repoRoot,
        env: {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'},
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (inspect) await inspect(join(dir, 'build'));
    return {exitCode: 0, output: stdout + stderr};
  } catch (error) {
    if (error instanceof Error && !('stdout' in error)) throw error;
    const failed = error as {code?: number; stdout?: string; stderr?: string};
    return {exitCode: failed.code ?? 1, output: (failed.stdout ?? '') + (failed.stderr ?? '')};
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}
