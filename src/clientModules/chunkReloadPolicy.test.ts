import {describe, expect, it} from 'vitest';
import {isChunkLoadError, RELOAD_GUARD_MS, shouldReloadForChunkError} from './chunkReloadPolicy';

function chunkError(): Error {
  const error = new Error('Loading chunk 2464 failed.\n(error: http://127.0.0.1/assets/js/2c397297.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('isChunkLoadError', () => {
  it('recognises the bundler error by name or by message', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('shouldReloadForChunkError', () => {
  const now = 1_000_000;
  it('reloads on the first chunk failure', () => {
    expect(shouldReloadForChunkError(chunkError(), null, now)).toBe(true);
  });
  it('does not reload again inside the guard window, so a missing chunk cannot loop', () => {
    expect(shouldReloadForChunkError(chunkError(), now - 1000, now)).toBe(false);
    expect(shouldReloadForChunkError(chunkError(), now - RELOAD_GUARD_MS - 1, now)).toBe(true);
  });
  it('ignores errors that are not chunk failures', () => {
    expect(shouldReloadForChunkError(new TypeError('x is not a function'), null, now)).toBe(false);
  });
});
