// @ts-check
// A hash of a step's inputs (file paths and contents, plus anything else that changes its
// output), so the library's tsc build (build-lib.mjs) keeps its last output when its inputs
// did not change.
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';

/**
 * Every file under each of `paths` (a path may be a file), sorted, relative to `root`.
 * @param {string} root
 * @param {string[]} paths
 * @returns {string[]}
 */
export function inputFiles(root, paths) {
  /** @type {string[]} */
  const files = [];
  for (const path of paths) {
    const absolute = join(root, path);
    if (!existsSync(absolute)) continue;
    if (statSync(absolute).isDirectory()) {
      for (const entry of readdirSync(absolute, {recursive: true, withFileTypes: true})) {
        if (entry.isFile()) files.push(relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
      }
    } else {
      files.push(relative(root, absolute).split('\\').join('/'));
    }
  }
  return [...new Set(files)].sort();
}

/**
 * SHA-256 over the files' paths and contents and `extra` (options, tool versions).
 * @param {string} root
 * @param {string[]} paths
 * @param {string} [extra]
 */
export function inputsHash(root, paths, extra = '') {
  const hash = createHash('sha256').update(extra);
  for (const file of inputFiles(root, paths)) {
    hash.update(`\0${file}\0`).update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

/**
 * Whether `stampFile` records `hash`: the output it stands beside is still current.
 * @param {string} stampFile
 * @param {string} hash
 */
export function isCurrent(stampFile, hash) {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash;
}

/**
 * Records `hash` once the output is written.
 * @param {string} stampFile
 * @param {string} hash
 */
export function stamp(stampFile, hash) {
  writeFileSync(stampFile, `${hash}\n`);
}
