import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {packLibrary} from './app';

/**
 * Before any spec: a folder for the run, which the workers share (the guide's built app is made
 * there once, see `builtGuideApp`), and the library packed once, so two workers never rebuild
 * and pack packages/inkwell at the same time. Returns the teardown that deletes the folder.
 */
export default function globalSetup(): () => void {
  const runDir = mkdtempSync(join(tmpdir(), 'inkwell-guides-run-'));
  process.env['INKWELL_GUIDES_TARBALL'] = packLibrary(runDir);
  process.env['INKWELL_GUIDES_RUN_DIR'] = runDir;
  return () => rmSync(runDir, {recursive: true, force: true});
}
