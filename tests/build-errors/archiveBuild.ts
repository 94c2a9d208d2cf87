import {execFile, spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, rm, symlink} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ArchiveBuild {
  exitCode: number;
  output: string;
  /** The build output folder (inside `dir`). */
  buildDir: string;
  /** The extracted source tree, outside any git repository. */
  dir: string;
  cleanup: () => Promise<void>;
}

/**
 * Builds the docs site from `git archive` output, as a host building a source tarball or a
 * Docker context without `.git` does: the tree is extracted under the system temp folder,
 * outside any repository, so git finds no history there.
 *
 * @remarks The archive is of the working tree as it is (tracked files with their changes,
 * and new files git does not ignore), written through a temporary index so the real index
 * is untouched. `node_modules` is linked, not installed. The library is not built: the docs
 * compile it from source, so a build that needed its `dist/` fails here.
 */
export async function buildFromGitArchive(): Promise<ArchiveBuild> {
  const work = await mkdtemp(join(tmpdir(), 'inkwell-archive-'));
  const dir = join(work, 'site');
  const cleanup = () => rm(work, {recursive: true, force: true});
  const env = {...process.env, GIT_INDEX_FILE: join(work, 'index')};
  await run('git', ['read-tree', 'HEAD'], {cwd: repoRoot, env});
  await run('git', ['add', '-A'], {cwd: repoRoot, env, maxBuffer: 64 * 1024 * 1024});
  const tree = (await run('git', ['write-tree'], {cwd: repoRoot, env})).stdout.trim();
  await mkdir(dir);
  await run('sh', ['-c', `git archive --format=tar ${tree} | tar -x -C "${dir}"`], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const modules of ['node_modules', 'packages/inkwell/node_modules']) {
    if (existsSync(join(repoRoot, modules))) await symlink(join(repoRoot, modules), join(dir, modules), 'dir');
  }
  const buildDir = join(dir, 'build');
  const {exitCode, output} = await new Promise<{exitCode: number; output: string}>((resolve) => {
    const child = spawn(join(repoRoot, 'node_modules', '.bin', 'docusaurus'), ['build', '--out-dir', buildDir], {
      cwd: dir,
      env: {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('close', (code) => resolve({exitCode: code ?? 1, output: text}));
  });
  return {exitCode, output, buildDir, dir, cleanup};
}
