/** The query parameter a result link carries, read by the highlighter on the target page. */
export const highlightParam = 'highlight';
