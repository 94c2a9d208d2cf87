/**
 * Crash-safe file replacement: readers see the old file or the new one, never half of one.
 *
 * @module
 */

import {randomUUID} from 'node:crypto';
import * as nodeFs from 'node:fs/promises';
import {basename, dirname, join} from 'node:path';

/** The file-system calls atomic writes need; tests replace some to simulate a crash. */
export type AtomicWriteFs = Pick<typeof nodeFs, 'mkdir' | 'open' | 'rename' | 'unlink'>;

/** Whether a file name is one of {@link atomicWriteFile}'s temp files. */
export function isTempFileName(name: string): boolean {
  return name.startsWith('.') && name.endsWith('.inkwell-tmp');
}

/** The process id in a temp file's name (`.<file>.<pid>.<uuid>.inkwell-tmp`), if it has one. */
function tempFileOwner(name: string): number | null {
  const match = /\.(\d+)\.[0-9a-f-]{36}\.inkwell-tmp$/.exec(name);
  return match?.[1] ? Number(match[1]) : null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, so it may still be writing.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The file-system calls {@link removeLeftoverTempFiles} makes. */
export type TempCleanupFs = Pick<typeof nodeFs, 'readdir' | 'unlink'>;

/**
 * Removes the temp files that interrupted writes of `path` left beside it.
 *
 * @remarks
 * A process killed between creating its temp file and renaming it (SIGKILL, power loss, a
 * full disk) leaves `.<file>.<pid>.<uuid>.inkwell-tmp` behind. Files of this process, and of
 * a process that is still running, are kept: they may be writes in flight.
 *
 * @param path - The file whose leftovers to remove.
 * @param fs - File-system calls to use; the real ones by default.
 * @returns The names removed.
 */
export async function removeLeftoverTempFiles(path: string, fs: TempCleanupFs = nodeFs): Promise<string[]> {
  const dir = dirname(path);
  const prefix = `.${basename(path)}.`;
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix) || !isTempFileName(name)) continue;
    const owner = tempFileOwner(name);
    if (owner === process.pid || (owner !== null && isRunning(owner))) continue;
    try {
      await fs.unlink(join(dir, name));
      removed.push(name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}

function tempPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${randomUUID()}.inkwell-tmp`);
}

/** Makes the rename itself durable; not every platform can open a folder, and that is fine. */
async function syncDirectory(dir: string, fs: AtomicWriteFs): Promise<void> {
  try {
    const handle = await fs.open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Windows cannot fsync a directory; the rename is still atomic there.
  }
}

/**
 * Replaces `path` with `data`: writes a temp file in the same folder, fsyncs it, then
 * renames it over `path`.
 *
 * @remarks
 * The temp file lives beside the target because a rename is only atomic within one file
 * system. If anything fails before the rename, the old file is untouched and the temp file
 * is removed when possible; a crash can leave a temp file behind, which readers ignore.
 *
 * @param path - The file to replace (its folder is created if missing).
 * @param data - The new content.
 * @param fs - File-system calls to use; the real ones by default.
 */
export async function atomicWriteFile(
  path: string,
  data: string | Uint8Array,
  fs: AtomicWriteFs = nodeFs,
): Promise<void> {
  const dir = dirname(path);
  await fs.mkdir(dir, {recursive: true});
  const tempPath = tempPathFor(path);
  try {
    const handle = await fs.open(tempPath, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(tempPath, path);
  } catch (error) {
    await fs.unlink(tempPath).catch(() => undefined);
    throw error;
  }
  await syncDirectory(dir, fs);
}
