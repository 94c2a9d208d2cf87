// The theme's CodeBlock without its `key={String(isBrowser)}`, which remounts every code block
// once the page has hydrated so that inline token colours follow the colour mode. Our Prism
// theme's colours are CSS variables set per mode (../../prismCssTheme.ts), so the server's
// markup is right already, and the remount would rebuild every block's DOM while the page is
// blocked. A wrapper cannot drop the key: it is set inside the theme's component.
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** As the theme does: plain strings joined, so the block can be copied; elements kept. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
