// The words of a reader's query that can tell pages apart, when the query is a question.

/**
 * How a question about a task opens: "how do I", "how to", "where do I", "can I", "I want to"…
 * Every page of prose holds these words, so searched as they are they rank whichever page
 * happens to say "how do I" above the one that answers. "What is" and "why" stay: the page
 * that answers "what is Inkwell" says "what Inkwell is".
 */
const questionOpening =
  /^(?:how\s+(?:do|can|should|would|could)\s+(?:i|we|you)|how\s+to|where\s+(?:do|does|can|should)\s+(?:i|we)|can\s+(?:i|we|you)|is\s+it\s+possible\s+to|i\s+(?:want|need)\s+to)\s+/i;

/** Words about the reader, not the docs: "change my site name" means "change site name". */
const readerWords = new Set(['my', 'our']);

/**
 * The words to search for in `query`: without a question's opening, a closing question mark
 * or the reader's "my" and "our". A query that is nothing but those keeps its words.
 * @param query what the reader typed
 * @returns its words to search, in order
 * @example searchWords('How do I add a page to my menu?') // ['add', 'a', 'page', 'to', 'menu']
 */
export function searchWords(query: string): string[] {
  const typed = query.split(/\s+/).filter(Boolean);
  const asked = query.trim().replace(/\?+$/, '').replace(questionOpening, '');
  const words = asked.split(/\s+/).filter((word) => word && !readerWords.has(word.toLowerCase()));
  return words.length ? words : typed;
}
