import {afterEach, describe, expect, it} from 'vitest';
import {chromiumPath, nginxPath, pick} from './binaries.cjs';

const saved = {CHROMIUM_PATH: process.env.CHROMIUM_PATH, NGINX_PATH: process.env.NGINX_PATH};
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('system binaries', () => {
  it('takes the first default that exists when no variable is set', () => {
    expect(pick(undefined, ['/no/such/chromium', process.execPath])).toBe(process.execPath);
    expect(pick(undefined, ['/no/such/chromium'])).toBeUndefined();
  });

  it('takes only the variable when it is set, so a wrong path is an error, not a fallback', () => {
    expect(pick(process.execPath, ['/usr/bin/env'])).toBe(process.execPath);
    expect(pick('/no/such/chromium', [process.execPath])).toBeUndefined();
  });

  it('says how to install each, and which setting is wrong', () => {
    process.env.CHROMIUM_PATH = '/no/such/chromium';
    expect(() => chromiumPath()).toThrow(
      /apt-get install -y chromium[\s\S]*CHROMIUM_PATH is set to \/no\/such\/chromium/,
    );
    process.env.NGINX_PATH = '/no/such/nginx';
    expect(() => nginxPath()).toThrow(/apt-get install -y nginx[\s\S]*NGINX_PATH is set to \/no\/such\/nginx/);
  });

  it('returns a variable that points at a binary', () => {
    process.env.CHROMIUM_PATH = process.execPath;
    expect(chromiumPath()).toBe(process.execPath);
  });
});
