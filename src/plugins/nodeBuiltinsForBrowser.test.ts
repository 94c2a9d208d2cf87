import {describe, expect, it} from 'vitest';
import {browserExternals} from './nodeBuiltinsForBrowser';

describe('browserExternals', () => {
  it('maps the node: spelling of every built-in to an empty object', () => {
    const externals = browserExternals();
    expect(externals['node:fs']).toBe('{}');
    expect(externals['node:fs/promises']).toBe('{}');
    expect(externals['node:crypto']).toBe('{}');
    // Bare names are npm packages in a browser build (`events`, `buffer`): untouched.
    expect(externals['fs']).toBeUndefined();
    expect(externals['events']).toBeUndefined();
  });

  it('leaves internal modules out and does not double the prefix', () => {
    expect(browserExternals(['_http_agent', 'node:test', 'path'])).toEqual({'node:test': '{}', 'node:path': '{}'});
  });
});
