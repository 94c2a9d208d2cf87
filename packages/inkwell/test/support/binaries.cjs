// @ts-check
// Where the library's tests, and the site's tests, gates and bench (through scripts/binaries.cjs),
// find the system's Chromium and nginx: one lookup, one variable name each (CHROMIUM_PATH,
// NGINX_PATH), one message saying how to install them. CommonJS, so the Playwright configs and
// tests (compiled to CommonJS), the nginx runner and the ES-module scripts can all load it.
const {existsSync} = require('node:fs');

/** Debian's and Ubuntu's paths, in the order they are tried after the variable. */
const defaults = {
  chromium: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
  nginx: ['/usr/sbin/nginx', '/usr/bin/nginx'],
};

const help = {
  chromium:
    'The tests drive a real Chromium, and none was found.\n' +
    'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
    'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  nginx:
    'The tests serve files with nginx, and none was found.\n' +
    'Install it with:  sudo apt-get update && sudo apt-get install -y nginx\n' +
    'or set NGINX_PATH to an nginx binary.',
};

/**
 * The binary to use: the variable's path if it is set (and then only that, so a typo is an
 * error rather than a silent fallback), else the first default that exists.
 * @param {string | undefined} fromEnv
 * @param {readonly string[]} candidates
 * @returns {string | undefined}
 */
function pick(fromEnv, candidates) {
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return candidates.find((candidate) => existsSync(candidate));
}

/**
 * The Chromium binary, or an error saying how to install one.
 * @returns {string}
 */
function chromiumPath() {
  const found = pick(process.env.CHROMIUM_PATH, defaults.chromium);
  if (!found) throw new Error(withSetting(help.chromium, 'CHROMIUM_PATH'));
  return found;
}

/**
 * The nginx binary, or an error saying how to install it.
 * @returns {string}
 */
function nginxPath() {
  const found = pick(process.env.NGINX_PATH, defaults.nginx);
  if (!found) throw new Error(withSetting(help.nginx, 'NGINX_PATH'));
  return found;
}

/**
 * Playwright's launch options for the system's Chromium, shared by every Playwright config.
 * Playwright cannot download its own browser here; the machine has no network beyond loopback,
 * so Chromium's background services would only fill the log with refused connections.
 * @returns {{executablePath: string, args: string[]}}
 */
function chromiumLaunchOptions() {
  return {
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

/**
 * @param {string} message
 * @param {string} variable
 */
function withSetting(message, variable) {
  const value = process.env[variable];
  return value ? `${message}\n(${variable} is set to ${value}, which does not exist.)` : message;
}

module.exports = {chromiumLaunchOptions, chromiumPath, nginxPath, pick};
