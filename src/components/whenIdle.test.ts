import {describe, expect, it, vi} from 'vitest';
import {idleTimeoutMs, whenIdle} from './whenIdle';

type FakeWindow = Window & typeof globalThis;

describe('whenIdle', () => {
  it('waits for an idle callback, with a deadline, and can be cancelled', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    const task = vi.fn();
    const cancel = whenIdle(task, {requestIdleCallback, cancelIdleCallback} as unknown as FakeWindow);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, {timeout: idleTimeoutMs});
    expect(task).not.toHaveBeenCalled();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timeout where there is no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const fake = {setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout} as unknown as FakeWindow;
    whenIdle(task, fake);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled, fake)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
