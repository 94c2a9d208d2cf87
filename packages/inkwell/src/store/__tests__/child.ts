/**
 * Runs a TypeScript snippet of the store's own code in a separate Node.js process, for
 * what one process cannot do to itself: be killed in the middle of a write, or lack
 * permissions (when the tests run as root, the child runs as `nobody`, for whom a read-only
 * folder really is read-only).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createRequire} from 'node:module';
import {chmod, mkdtemp, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const require = createRequire(import.meta.url);
/** jiti runs the TypeScript sources as they are, `.js` import specifiers included. */
const JITI = require.resolve('jiti/bin/jiti.js');
const NOBODY = 65534;

/** Whether the child must drop root to meet real permission checks. */
export const runsAsRoot = process.getuid?.() === 0;

/** Writes `source` to a temp module (imports relative to `src/store`) and starts it. */
export async function startChild(
  source: string,
): Promise<{child: ChildProcess; output: () => string; exited: Promise<number | null>}> {
  const dir = await mkdtemp(join(tmpdir(), 'inkwell-child-'));
  await chmod(dir, 0o755);
  const file = join(dir, 'child.ts');
  await writeFile(file, source.replaceAll('@store/', `${new URL('..', import.meta.url).pathname}`));
  await chmod(file, 0o644);
  const child = spawn(process.execPath, [JITI, file], {
    env: {...process.env, JITI_CACHE: 'false'},
    ...(runsAsRoot ? {uid: NOBODY, gid: NOBODY} : {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {child, output: () => text, exited};
}

/** Resolves once the child has printed `line`. */
export async function waitForLine(output: () => string, line: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!output().includes(line)) {
    if (Date.now() - started > timeoutMs) throw new Error(`child never printed "${line}"; output:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
