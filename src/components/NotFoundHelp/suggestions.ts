/** A page the not-found page can point to: its path, and what a reader would call it. */
export type Candidate = {path: string; title: string};

/** The words of a path or a title, lower-case, without short filler. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && word !== 'docs');
}

/** Whether a path is a page of the API reference, which TypeDoc writes under `docs/api/`. */
const isReference = (path: string) => /\/docs\/api\//.test(path);

/** Pages sharing most words or prefixes with a missing path, best first; guides win ties unless it was an API path. */
export function suggestionsFor(missing: string, candidates: readonly Candidate[], limit = 5): Candidate[] {
  const wanted = words(missing);
  if (wanted.length === 0) return [];
  const referenceFirst = isReference(missing);
  const scored = candidates.map((candidate, index) => {
    const own = new Set([...words(candidate.path), ...words(candidate.title)]);
    let score = 0;
    for (const word of wanted) {
      if (own.has(word)) score += 2;
      else if ([...own].some((other) => other.startsWith(word) || word.startsWith(other))) score += 1;
    }
    const kindRank = isReference(candidate.path) === referenceFirst ? 0 : 1;
    return {candidate, index, score, kindRank};
  });
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.kindRank - b.kindRank || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.candidate);
}

/** The missing path's words as a query for the search box: `/docs/markdown-tables` is "markdown tables". */
export function searchQueryFor(missing: string): string {
  return words(missing).join(' ');
}
