import {describe, expect, it} from 'vitest';
import {browserAliases} from './nodeBuiltinsForBrowser';

describe('browserAliases', () => {
  it('maps the node: spelling of every built-in to the empty module', () => {
    const aliases = browserAliases();
    expect(aliases['node:fs']).toBe(false);
    expect(aliases['fs']).toBeUndefined();
    expect(aliases['events']).toBeUndefined();
    expect(aliases['node:fs/promises']).toBe(false);
    expect(aliases['node:crypto']).toBe(false);
  });

  it('leaves internal and non-built-in names alone', () => {
    expect(browserAliases(['_http_agent', 'node:test', 'path'])).toEqual({
      'node:test': false,
      'node:path': false,
    });
  });
});
