import React, {useEffect, useState, type ReactNode} from 'react';
import {createRoot, hydrateRoot} from 'react-dom/client';
// First, before the library: see the module.
import '../zodJitless';
import {demoStyle, renderDemo, type DemoSpec} from './demos';

/** A demo rendered by React in the browser, which `update` re-renders. */
export type LiveDemo = ReturnType<typeof goLive>;

/** Makes the demo in `container` live: hydrates the build's markup in place, or renders an empty one afresh. */
export function goLive(container: HTMLElement, spec: DemoSpec) {
  let latest = spec;
  let set: ((spec: DemoSpec) => void) | undefined;
  // Holds the spec as state: an update to a root still hydrating would throw the server markup away.
  function LiveRoot(): ReactNode {
    const [current, setCurrent] = useState(spec);
    useEffect(() => {
      set = setCurrent;
      setCurrent(latest);
    }, []);
    return renderDemo(current);
  }
  const prerendered = container.hasChildNodes();
  // The build puts the demo's own stylesheet beside the container; without build markup, add it.
  const style = demoStyle(spec);
  if (!prerendered && style !== null)
    container.before(Object.assign(document.createElement('style'), {textContent: style}));
  const root = prerendered ? hydrateRoot(container, <LiveRoot />) : createRoot(container);
  if (!prerendered) root.render(<LiveRoot />);
  return {
    update: (next: DemoSpec) => {
      latest = next;
      set?.(next);
    },
    unmount: () => root.unmount(),
  };
}
