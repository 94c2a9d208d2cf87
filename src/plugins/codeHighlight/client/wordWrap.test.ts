// @vitest-environment jsdom
import {afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {isCodeScrollable, observeSize} from './wordWrap';

/** jsdom has no ResizeObserver: a stand-in that records what is observed and reports on demand. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element): void {
    this.observed.add(element);
  }
  unobserve(element: Element): void {
    this.observed.delete(element);
  }
  disconnect(): void {
    this.observed.clear();
  }
  report(...elements: Element[]): void {
    this.callback(
      elements.map((target) => ({target}) as ResizeObserverEntry),
      this,
    );
  }
}

/** A `<pre>` with the given scroll and client widths. */
function pre(scrollWidth: number, clientWidth: number, codeStyle?: string): HTMLElement {
  const element = document.createElement('pre');
  element.innerHTML = codeStyle ? `<code style="${codeStyle}">x</code>` : '<code>x</code>';
  Object.defineProperty(element, 'scrollWidth', {value: scrollWidth});
  Object.defineProperty(element, 'clientWidth', {value: clientWidth});
  return element;
}

describe('isCodeScrollable', () => {
  it('is true when the lines overflow the block', () => {
    expect(isCodeScrollable(pre(600, 300))).toBe(true);
    expect(isCodeScrollable(pre(300, 300))).toBe(false);
  });

  it('stays true while wrapping is on, so the button can turn it off', () => {
    expect(isCodeScrollable(pre(300, 300, 'white-space: pre-wrap;'))).toBe(true);
  });

  it('is false for a block in a hidden tab panel (no box)', () => {
    expect(isCodeScrollable(pre(0, 0))).toBe(false);
  });
});

describe('observeSize', () => {
  beforeAll(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => {
    for (const observer of FakeResizeObserver.instances) observer.disconnect();
  });

  it('shares one observer between blocks and calls only the resized block’s listener', () => {
    const first = vi.fn();
    const second = vi.fn();
    const a = pre(1, 1);
    const b = pre(1, 1);
    const stopA = observeSize(a, first);
    const stopB = observeSize(b, second);
    expect(FakeResizeObserver.instances).toHaveLength(1);
    const [observer] = FakeResizeObserver.instances;
    observer?.report(b);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    stopA();
    stopB();
    expect(observer?.observed.size).toBe(0);
  });

  it('stops calling a listener once its block is gone', () => {
    const listener = vi.fn();
    const element = pre(1, 1);
    observeSize(element, listener)();
    FakeResizeObserver.instances[0]?.report(element);
    expect(listener).not.toHaveBeenCalled();
  });
});
