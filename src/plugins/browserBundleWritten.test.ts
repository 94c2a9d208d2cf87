import {describe, expect, it, vi} from 'vitest';
import {whenBrowserBundleWritten} from './browserBundleWritten';

type Tapped = (stats: {hasErrors(): boolean}) => void;

/** Applies the returned bundler plugins to a compiler whose `done` hook can be fired by hand. */
function compile(result: ReturnType<typeof whenBrowserBundleWritten>, errors: boolean) {
  const taps: Tapped[] = [];
  const compiler = {hooks: {done: {tap: (_name: string, tapped: Tapped) => taps.push(tapped)}}};
  const plugins = (result as {plugins?: Array<{apply(c: typeof compiler): void}>} | undefined)?.plugins ?? [];
  for (const plugin of plugins) plugin.apply(compiler);
  for (const tapped of taps) tapped({hasErrors: () => errors});
  return plugins.length;
}

describe('whenBrowserBundleWritten', () => {
  it('calls back when the browser bundle of a production build is written', () => {
    const callback = vi.fn();
    expect(compile(whenBrowserBundleWritten({mode: 'production'}, false, callback), false)).toBe(1);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('does not call back when that bundle has errors', () => {
    const callback = vi.fn();
    compile(whenBrowserBundleWritten({mode: 'production'}, false, callback), true);
    expect(callback).not.toHaveBeenCalled();
  });

  it('adds nothing to the server bundle or to `npm start`', () => {
    const callback = vi.fn();
    expect(compile(whenBrowserBundleWritten({mode: 'production'}, true, callback), false)).toBe(0);
    expect(compile(whenBrowserBundleWritten({mode: 'development'}, false, callback), false)).toBe(0);
    expect(callback).not.toHaveBeenCalled();
  });
});
