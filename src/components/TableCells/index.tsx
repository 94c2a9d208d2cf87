import React, {type ComponentProps, type ReactNode} from 'react';

// Each cell ends in a space. The built HTML has none between cells (`<td>a<td>b`), and
// search reads a table's text as written, so "Vercel | Your own server" was indexed as the
// one word "VercelYour" and shown so in excerpts; a trailing space in a cell does not show.

/** A Markdown table's header cell, whose text stays a word of its own in the search index. */
export function TableHeaderCell({children, ...props}: ComponentProps<'th'>): ReactNode {
  return <th {...props}>{children} </th>;
}

/** A Markdown table's cell, whose text stays a word of its own in the search index. */
export function TableCell({children, ...props}: ComponentProps<'td'>): ReactNode {
  return <td {...props}>{children} </td>;
}
