import {spawn} from 'node:child_process';

/**
 * Runs a Node script in a process of its own, with this process's output, and resolves when
 * it exits 0. A step runs in a child process only where that keeps a large, short-lived heap
 * (TypeDoc's TypeScript program, Pagefind's index) out of the build's: the memory is returned
 * when the process exits.
 *
 * @param script the script's absolute path, from `require.resolve` so a reader can follow it
 * @param args its arguments
 * @param what the step, as the error names it: `[pagefind] Indexing` gives `[pagefind] Indexing failed (exit code 1).`
 * @returns when the script has exited 0; rejects with the exit code or signal otherwise
 * @example
 * await runNodeChild(require.resolve('./indexer.mjs'), [outDir, baseUrl], '[pagefind] Indexing');
 */
export function runNodeChild(script: string, args: readonly string[], what: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {stdio: 'inherit'});
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed (${signal ?? `exit code ${code}`}).`)),
    );
  });
}
