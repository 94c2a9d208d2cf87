/** An API page's body weight against 1 for a guide: its prose names every task's words; its titles keep full weight. */
export const apiBodyWeight = 0.5;

/**
 * The `data-pagefind-weight` for a doc's body, by its id, or undefined for Pagefind's default.
 * @example searchWeightOfDoc('api/functions/PostList') // '0.5'
 */
export function searchWeightOfDoc(docId: string): string | undefined {
  return docId.startsWith('api/') ? String(apiBodyWeight) : undefined;
}
