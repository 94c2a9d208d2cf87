// Wrapped so Markdown tables scroll inside a keyboard-reachable region (axe's
// scrollable-region-focusable); every other element keeps the theme's component.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
