// Replaces the theme's CodeBlock only to drop its `key={String(isBrowser)}`, which remounts
// every code block after hydration so inline token colours follow the colour mode. Our Prism
// theme's colours are CSS variables set per mode (src/config/prismCssTheme.ts), so the
// server's markup is right already, and the remount would re-tokenise and rebuild every block
// while the page is blocked. The content components are the theme's.
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
