/** A page the not-found page can point to. */
export interface Candidate {
  /** The page's path on this site, e.g. `/docs/configuration/oauth/github`. */
  path: string;
  /** What a reader would call it: its title, or its path's last part. */
  title: string;
}

/** The words of a path or a title, lower-case, without short filler. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && word !== 'docs');
}

/** Whether a path is a page of the API reference, which TypeDoc writes under `docs/api/`. */
const isReference = (path: string) => /\/docs\/api\//.test(path);

/**
 * The pages most like a missing path: those sharing the most words with it (a word that is a
 * prefix of another counts, so `/docs/oauth-git` finds the GitHub page), best first. On a tie,
 * a guide comes before an API page, unless the missing path was itself in the API reference
 * (`/docs/api/…`): a reader who mistypes an address is after a task more often than a type.
 * Further ties keep the order given. Pages sharing nothing are left out.
 */
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

/**
 * The words of the missing path as a search query, for the search box it pre-fills:
 * `/docs/markdown-tables` is "markdown tables".
 */
export function searchQueryFor(missing: string): string {
  return words(missing).join(' ');
}
