/**
 * The Next.js app the runner makes: create-next-app at the pinned version (cached in the OS temp
 * dir by version, so reruns skip the download), the library from `npm pack`, and processes the
 * runner starts and always stops.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative, resolve} from 'node:path';

export const repoRoot = resolve(__dirname, '..', '..');

/** The environment every command the runner starts gets: no update notices, no telemetry. */
function commandEnv(env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {...process.env, NO_UPDATE_NOTIFIER: '1', NEXT_TELEMETRY_DISABLED: '1', ...env};
}

/** Throws with a command's output when it failed. */
function checkStatus(command: string, args: string[], cwd: string, status: number, output: string): void {
  if (status !== 0)
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed with ${status}:\n${output.slice(-6000)}`);
}

/** Runs a command to completion; throws with its output when it fails. */
export function run(
  command: string,
  args: string[],
  options: {cwd: string; env?: NodeJS.ProcessEnv; allowFailure?: boolean},
): {status: number; output: string} {
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    env: commandEnv(options.env),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const status = result.status ?? 1;
  if (!options.allowFailure) checkStatus(command, args, options.cwd, status, output);
  return {status, output};
}

/**
 * Where the cache holds the untouched app create-next-app makes with `args`, with its
 * node_modules; each run copies it.
 */
function cacheDir(version: string, args: string[]): string {
  return join(
    tmpdir(),
    'inkwell-guides-cache',
    `create-next-app-${version}-${args.join('_').replace(/[^\w.-]+/g, '-')}`,
  );
}

/**
 * Copies the app's node_modules, with the library's dependencies installed, back into the cache,
 * so the next run's `npm install` of the tarball finds them on disk. The cached app's own files
 * stay as create-next-app made them.
 *
 * @remarks Only what the cache lacks is copied: the app's other files are hard links to the
 * cache's own (see {@link copyApp}), which a copy onto themselves would fail on.
 */
export function keepInstalledModules(version: string, args: string[], appDir: string): void {
  if (cacheHasLibraryModules(version, args)) return;
  const cached = cacheDir(version, args);
  const from = join(appDir, 'node_modules');
  const to = join(cached, 'node_modules');
  cpSync(from, to, {
    recursive: true,
    verbatimSymlinks: true,
    // Missing: copied. A real folder: gone into. Anything else is there already.
    filter: (source) => {
      try {
        return lstatSync(join(to, relative(from, source))).isDirectory();
      } catch {
        return true;
      }
    },
  });
}

/**
 * Makes the app create-next-app makes with `args` into the cache, unless it is there already;
 * returns whether it was. Async, so `npm test` can fill the cache for every app the runner makes
 * at once while its earlier steps run (`tests/guides/prepare-apps.ts`).
 */
export async function cacheCreateNextApp(version: string, args: string[]): Promise<boolean> {
  const cacheRoot = join(tmpdir(), 'inkwell-guides-cache');
  const cached = cacheDir(version, args);
  if (existsSync(join(cached, 'package.json'))) return true;
  mkdirSync(cacheRoot, {recursive: true});
  const scratch = mkdtempSync(join(cacheRoot, 'making-'));
  try {
    // A config home of its own, so preferences saved on this machine do not change the answers.
    await runAsync('npx', ['-y', `create-next-app@${version}`, 'app', ...args], {
      cwd: scratch,
      env: {XDG_CONFIG_HOME: join(scratch, 'config'), CI: '1'},
    });
    // Another process may have filled it meanwhile; the app is the same either way.
    if (!existsSync(join(cached, 'package.json'))) {
      rmSync(cached, {recursive: true, force: true});
      renameSync(join(scratch, 'app'), cached);
    }
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
  return false;
}

/** Whether the cached app of create-next-app `version` with `args` holds the library's dependencies ({@link keepInstalledModules}). */
export function cacheHasLibraryModules(version: string, args: string[]): boolean {
  return existsSync(join(cacheDir(version, args), 'node_modules', '@inkwell', 'cms'));
}

/**
 * A fresh copy of the app create-next-app makes with `args` in `into`, made into the cache first
 * when it is not there; `cached` says whether it was.
 */
export async function createNextApp(version: string, args: string[], into: string): Promise<{cached: boolean}> {
  const cached = await cacheCreateNextApp(version, args);
  copyTree(cacheDir(version, args), into);
  return {cached};
}

/**
 * Copies an app: its own files (and `.next`, when built) are copied; node_modules is hard-linked
 * where the system `cp` can (GNU `cp -al`), which takes seconds instead of a minute. npm replaces
 * package files rather than writing into them, and Next.js writes only under .next, so the
 * source stays as it was. Where `cp -al` fails, node_modules is copied too.
 */
export function copyApp(from: string, to: string): void {
  cpSync(from, to, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => source !== join(from, 'node_modules'),
  });
  if (
    run('cp', ['-al', join(from, 'node_modules'), join(to, 'node_modules')], {cwd: tmpdir(), allowFailure: true})
      .status !== 0
  ) {
    rmSync(join(to, 'node_modules'), {recursive: true, force: true});
    cpSync(join(from, 'node_modules'), join(to, 'node_modules'), {recursive: true, verbatimSymlinks: true});
  }
}

/** Copies the cached app, ready for `npm install` of the library being tested. */
function copyTree(from: string, to: string): void {
  copyApp(from, to);
  // npm rewrites its hidden lockfile in place, which through a hard link would change the cache's,
  // and a stale @inkwell/cms with the same version could pass for the new one: both go, so
  // npm install always writes the library being tested (the cache's links are left alone).
  rmSync(join(to, 'node_modules', '.package-lock.json'), {force: true});
  rmSync(join(to, 'node_modules', '@inkwell'), {recursive: true, force: true});
}

/** `npm pack` of packages/inkwell into `dir`; returns the tarball's path. */
export function packLibrary(dir: string): string {
  // In the runner the library is packed once for every worker (global-setup.ts).
  const packed = process.env['INKWELL_GUIDES_TARBALL'];
  if (packed) return packed;
  run('npm', ['run', 'build', '--workspace', '@inkwell/cms'], {cwd: repoRoot});
  run('npm', ['pack', '--pack-destination', dir], {cwd: join(repoRoot, 'packages', 'inkwell')});
  const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack left no tarball in ${dir}`);
  return join(dir, tarball);
}

export function writeAppFile(appDir: string, path: string, text: string): void {
  const target = join(appDir, path);
  mkdirSync(join(target, '..'), {recursive: true});
  writeFileSync(target, text.endsWith('\n') ? text : `${text}\n`);
}

/** A long-running process whose output the runner can wait on. */
export class Server {
  readonly child: ChildProcess;
  output = '';
  exit: Promise<number>;

  readonly label: string;

  constructor(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
    this.label = [command, ...args].join(' ');
    const merged: NodeJS.ProcessEnv = {...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env};
    // A variable given as undefined is removed, not passed as the string "undefined".
    for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
    this.child = spawn(command, args, {cwd, env: merged, detached: true});
    this.child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exit = new Promise((done) => this.child.on('exit', (code) => done(code ?? 1)));
  }

  /** Waits for `url` to answer (any status). */
  async ready(url: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let exited = false;
    void this.exit.then(() => (exited = true));
    while (Date.now() < deadline) {
      if (exited) throw new Error(`The server exited before answering ${url}:\n${this.output.slice(-4000)}`);
      try {
        await fetch(url, {redirect: 'manual'});
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${this.output.slice(-4000)}`);
  }

  /** Stops the process and everything it started (its process group). */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        if (this.child.pid) process.kill(-this.child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 5000);
    await this.exit;
    clearTimeout(timer);
  }
}

/**
 * Deletes the runner's work folder. A stopped `next dev` can still be flushing its cache into
 * .next for a moment, so this retries for a while, and only warns if the folder stays.
 */
export async function removeWorkDir(dir: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      rmSync(dir, {recursive: true, force: true});
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 500));
    }
  }
  console.warn(`Could not delete ${dir}; delete it by hand.`);
}

/**
 * `run` without blocking the runner's own event loop: for commands that talk to servers the
 * runner itself hosts (dynalite, s3rver), which a synchronous spawn would starve, and for
 * downloads that go side by side.
 */
export async function runAsync(
  command: string,
  args: string[],
  options: {cwd: string; env?: NodeJS.ProcessEnv},
): Promise<{status: number; output: string}> {
  const child = spawn(command, args, {cwd: options.cwd, env: commandEnv(options.env)});
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number>((done) => child.on('close', (code) => done(code ?? 1)));
  checkStatus(command, args, options.cwd, status, output);
  return {status, output};
}
