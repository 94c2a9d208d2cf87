/**
 * How much a word in a docs page's body counts in search, against 1 for a guide. The API
 * reference names every type, prop and member, so its prose matches the words of most task
 * questions ("publish a post", "delete a page") and, unweighted, ranks above the guide that
 * answers them. Its titles keep their full weight (Pagefind weighs the title apart from the
 * body), so an API name still finds its page first.
 */
export const apiBodyWeight = 0.5;

/**
 * The `data-pagefind-weight` for a docs page's body, or undefined to keep Pagefind's default.
 * @param docId the doc's id, its path under `docs/` without the extension
 * @returns the weight as the attribute's value
 * @example searchWeightOfDoc('api/functions/PostList') // '0.5'
 */
export function searchWeightOfDoc(docId: string): string | undefined {
  return docId.startsWith('api/') ? String(apiBodyWeight) : undefined;
}
