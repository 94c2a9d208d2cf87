// @ts-check
// Keeps the hashed assets of earlier deploys servable after a new one, so a tab opened on the
// previous build can still load its chunks (deploy skew). GitHub Pages replaces the whole site,
// so .github/workflows/deploy.yml keeps a store of them in the Actions cache and runs this.
const {copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} = require('node:fs');
const path = require('node:path');
const {parseArgs} = require('node:util');

/** How long a file stays servable after the last deploy that had it. */
const defaultKeepMs = 14 * 24 * 60 * 60 * 1000;

/**
 * Which stored files to serve alongside the new build, and the store's next manifest.
 * @param {Record<string, number>} manifest file (relative to assets/) → when a deploy last had it
 * @param {string[]} currentFiles the new build's assets, relative to assets/
 * @param {number} now
 * @param {number} keepMs
 * @returns {{restore: string[], expired: string[], manifest: Record<string, number>}}
 */
function planAssets(manifest, currentFiles, now, keepMs = defaultKeepMs) {
  const current = new Set(currentFiles);
  const previous = Object.entries(manifest).filter(([file]) => !current.has(file));
  const kept = previous.filter(([, lastDeployed]) => now - lastDeployed <= keepMs);
  const names = (/** @type {Array<[string, number]>} */ entries) => entries.map(([file]) => file).sort();
  return {
    restore: names(kept),
    expired: names(previous.filter((entry) => !kept.includes(entry))),
    manifest: Object.fromEntries([...kept, ...currentFiles.map((file) => [file, now])]),
  };
}

/**
 * Copies the store's unexpired assets into `buildDir/assets` beside the build's (names are content
 * hashes: never over them) and the build's assets into the store, then writes its manifest.
 * @param {{storeDir: string, buildDir: string, now?: number, keepMs?: number}} options
 */
function keepPreviousAssets({storeDir, buildDir, now = Date.now(), keepMs = defaultKeepMs}) {
  const manifestPath = path.join(storeDir, 'manifest.json');
  /** @type {Record<string, number>} */
  const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const storeAssets = path.join(storeDir, 'assets');
  const buildAssets = path.join(buildDir, 'assets');
  const currentFiles = existsSync(buildAssets)
    ? readdirSync(buildAssets, {recursive: true, withFileTypes: true})
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(buildAssets, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    : [];
  const plan = planAssets(manifest, currentFiles, now, keepMs);
  const copy = (/** @type {string} */ from, /** @type {string} */ to) => {
    mkdirSync(path.dirname(to), {recursive: true});
    copyFileSync(from, to);
  };
  for (const file of plan.restore) {
    const stored = path.join(storeAssets, file);
    if (existsSync(stored)) copy(stored, path.join(buildAssets, file));
  }
  for (const file of plan.expired) rmSync(path.join(storeAssets, file), {force: true});
  for (const file of currentFiles) copy(path.join(buildAssets, file), path.join(storeAssets, file));
  mkdirSync(storeDir, {recursive: true});
  writeFileSync(manifestPath, `${JSON.stringify(plan.manifest, null, 2)}\n`);
  return plan;
}

module.exports = {planAssets, keepPreviousAssets, defaultKeepMs};

if (require.main === module) {
  const {values} = parseArgs({options: {store: {type: 'string'}, build: {type: 'string', default: 'build'}}});
  if (!values.store) throw new Error('--store <dir> is required');
  const plan = keepPreviousAssets({storeDir: values.store, buildDir: values.build});
  console.log(`Kept ${plan.restore.length} assets of earlier deploys; ${plan.expired.length} expired.`);
}
