import {spawn, type ChildProcess} from 'node:child_process';
import {setPriority} from 'node:os';

/** How a child process runs. */
export interface NodeChildOptions {
  /** Variables to set for it, on top of this process's. */
  env?: Record<string, string>;
  /** At the lowest CPU priority, so it takes only the time the build leaves idle. */
  background?: boolean;
}

function spawnNodeChild(
  script: string,
  args: readonly string[],
  what: string,
  {env = {}, background = false}: NodeChildOptions,
  ipc: boolean,
): {child: ChildProcess; exited: Promise<void>} {
  const child = spawn(process.execPath, [script, ...args], {
    stdio: ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
    env: {...process.env, ...env},
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed (${signal ?? `exit code ${code}`}).`)),
    );
  });
  if (background && child.pid !== undefined) setPriority(child.pid, 19);
  return {child, exited};
}

/**
 * Runs a Node script in a process of its own, with this process's output, and resolves when
 * it exits 0. The build's heavy steps (TypeDoc, Pagefind, the Markdown twins, precompression)
 * run in child processes: their memory is returned when they exit instead of adding to the
 * build's peak, and the postBuild steps share both cores.
 *
 * @param script the script's absolute path
 * @param args its arguments
 * @param what the step, as the error names it: `[pagefind] Indexing` gives `[pagefind] Indexing failed (exit code 1).`
 * @param options its environment and priority
 * @returns when the script has exited 0; rejects with the exit code or signal otherwise
 * @example
 * await runNodeChild(join(__dirname, 'indexer.mjs'), [outDir, baseUrl], '[pagefind] Indexing');
 */
export function runNodeChild(
  script: string,
  args: readonly string[],
  what: string,
  options: NodeChildOptions = {},
): Promise<void> {
  return spawnNodeChild(script, args, what, options, false).exited;
}

/**
 * Starts a Node script now and hands it its one job later, over IPC; the script takes it with
 * `whenJob` (src/plugins/childJob.cjs). Started before its input is ready, a step's process
 * loads its modules while the build leaves a core idle.
 *
 * @param script the script's absolute path
 * @param what the step, as the error names it
 * @param options its environment and priority
 * @returns `run(job)`, which sends the job once and resolves when the script has exited 0; a
 *   script never given a job exits when this process does
 * @example
 * const twins = standbyNodeChild(join(__dirname, 'child.cjs'), '[llms] Markdown twins');
 * // later, in postBuild:
 * await twins.run({outDir, routes});
 */
export function standbyNodeChild(
  script: string,
  what: string,
  options: NodeChildOptions = {},
): {run(job: unknown): Promise<void>} {
  const {child, exited} = spawnNodeChild(script, [], what, options, true);
  // Reported by `run`; a build that fails before it reports its own error instead.
  exited.catch(() => undefined);
  // Waiting for its job, it must not keep this process alive.
  child.unref();
  child.channel?.unref();
  let sent = false;
  return {
    run(job) {
      if (!sent && child.connected) {
        sent = true;
        child.ref();
        child.channel?.ref();
        child.send(job as object);
      }
      return exited;
    },
  };
}
