import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {buildDir} from '../support/serve-build.cjs';
import {expect, test} from '../support/test';

/** Every file under the build's `folder`, its precompressed copies left out, relative to the build. */
function files(folder: string): string[] {
  return readdirSync(join(buildDir, folder), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && !/\.(gz|br)$/.test(entry.name))
    .map((entry) => relative(buildDir, join(entry.parentPath, entry.name)));
}

/** What a file is, decoded: Pagefind writes most of its files gzipped. */
function decoded(path: string): Buffer {
  const data = readFileSync(join(buildDir, path));
  return data[0] === 0x1f && data[1] === 0x8b ? gunzipSync(data) : data;
}

test("every file of the search index and engine, but a few bytes, has a .gz and a .br, each decoding to the file's content", () => {
  const pagefind = files('pagefind');
  expect(pagefind.length, 'files Pagefind wrote').toBeGreaterThan(50);
  // A file of a few bytes (an empty word list) compresses to no less; only those may go without.
  const missing = pagefind.filter(
    (path) =>
      statSync(join(buildDir, path)).size >= 100 &&
      (!existsSync(join(buildDir, `${path}.gz`)) || !existsSync(join(buildDir, `${path}.br`))),
  );
  expect(missing, 'Pagefind files without both copies').toEqual([]);
  for (const path of pagefind.filter((file) => existsSync(join(buildDir, `${file}.br`)))) {
    const content = decoded(path);
    expect(gunzipSync(readFileSync(join(buildDir, `${path}.gz`))).equals(content), `${path}.gz`).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(buildDir, `${path}.br`))).equals(content), `${path}.br`).toBe(true);
  }
});

test('every text asset of 1 KB or more has a .gz, and the entry bundle and stylesheets a .br too', () => {
  const text = files('assets').filter(
    (path) => /\.(js|css|json|svg|xml|txt|map)$/.test(path) && statSync(join(buildDir, path)).size >= 1024,
  );
  expect(text.length, 'text assets').toBeGreaterThan(50);
  expect(text.filter((path) => !existsSync(join(buildDir, `${path}.gz`)))).toEqual([]);
  const firstVisit = text.filter((path) =>
    /^assets\/(js\/(main|runtime~main)\.[0-9a-f]+\.js|css\/.+\.css)$/.test(path),
  );
  expect(firstVisit.length).toBeGreaterThanOrEqual(3);
  expect(firstVisit.filter((path) => !existsSync(join(buildDir, `${path}.br`)))).toEqual([]);
});
