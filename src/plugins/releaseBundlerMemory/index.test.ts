import {describe, expect, it, vi} from 'vitest';
import {afterBundling, type ClosingCompiler} from '.';

/** A compiler whose shutdown hook the test calls, as the bundler does when it is closed. */
function compiler(): ClosingCompiler & {close: () => void} {
  const callbacks: Array<() => void> = [];
  return {
    hooks: {shutdown: {tap: (_name, callback) => callbacks.push(callback)}},
    close: () => callbacks.forEach((callback) => callback()),
  };
}

describe('afterBundling', () => {
  it('collects once, on the turn after both compilers are closed', () => {
    const collect = vi.fn();
    const scheduled: Array<() => void> = [];
    const plugin = afterBundling(collect, (run) => scheduled.push(run));
    const [client, server] = [compiler(), compiler()];
    plugin.apply(client);
    plugin.apply(server);

    client.close();
    expect(scheduled).toHaveLength(0);
    server.close();
    expect(scheduled).toHaveLength(1);
    expect(collect).not.toHaveBeenCalled();
    scheduled[0]?.();
    expect(collect).toHaveBeenCalledOnce();
  });

  it('does not collect while only one compiler is closed, as when `docusaurus start` stops', () => {
    const collect = vi.fn();
    const schedule = vi.fn();
    const plugin = afterBundling(collect, schedule);
    const client = compiler();
    plugin.apply(client);
    client.close();
    expect(schedule).not.toHaveBeenCalled();
  });
});
