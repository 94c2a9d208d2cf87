import {existsSync} from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Playwright cannot download its own browser here, so the tests drive the system Chromium.
 * Fails with the install command rather than a cryptic launch error.
 */
export function chromiumExecutable(): string {
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
  if (!found) {
    throw new Error(
      'No Chromium found. Install it with `sudo apt-get install chromium` (Debian/Ubuntu), ' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}
