// The theme's CodeBlock without its `key={String(isBrowser)}`, which remounts every block after
// hydration for the colour mode: our token colours are CSS variables per mode (prismCssTheme).
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const hasElements = React.Children.toArray(children).some((child) => isValidElement(child));
  const code = !hasElements && Array.isArray(children) ? children.join('') : children;
  return typeof code === 'string' ? (
    <StringContent {...props}>{code}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
