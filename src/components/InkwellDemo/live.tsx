import React, {useEffect, useState, type ReactNode} from 'react';
import {createRoot, hydrateRoot, type Root} from 'react-dom/client';
// First, before the library: see the module.
import '../zodJitless';
import {demoStyle, renderDemo, type DemoSpec} from './demos';

/** A demo rendered by React in the browser, which `update` re-renders. */
export interface LiveDemo {
  update(spec: DemoSpec): void;
  unmount(): void;
}

/** Holds the spec as state: an update to a root still hydrating would throw the server markup away. */
function LiveRoot({
  initial,
  connect,
}: {
  initial: DemoSpec;
  connect: (set: (spec: DemoSpec) => void) => void;
}): ReactNode {
  const [spec, setSpec] = useState(initial);
  useEffect(() => connect(setSpec), [connect]);
  return renderDemo(spec);
}

/** Makes the demo in `container` live: hydrates the build's markup in place, or renders an empty one afresh. */
export function goLive(container: HTMLElement, spec: DemoSpec): LiveDemo {
  let pending: DemoSpec | undefined;
  let set: ((spec: DemoSpec) => void) | undefined;
  const connect = (setter: (spec: DemoSpec) => void) => {
    set = setter;
    if (pending) setter(pending);
  };
  const element = <LiveRoot initial={spec} connect={connect} />;
  const prerendered = container.hasChildNodes();
  // The build puts the demo's own stylesheet beside the container; without build markup, add it.
  const style = demoStyle(spec);
  if (!prerendered && style !== null) {
    const styleElement = document.createElement('style');
    styleElement.textContent = style;
    container.before(styleElement);
  }
  const root: Root = prerendered ? hydrateRoot(container, element) : createRoot(container);
  if (!prerendered) root.render(element);
  return {
    update: (next) => {
      pending = next;
      set?.(next);
    },
    unmount: () => root.unmount(),
  };
}
