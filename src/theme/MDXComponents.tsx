// Markdown tables scroll inside a keyboard-reachable region, and their cells stay separate words
// in the search index; every other element keeps the theme's component.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {TableCell, TableHeaderCell} from '@site/src/components/TableCells';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  th: TableHeaderCell,
  td: TableCell,
};
