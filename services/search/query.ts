import { normalizeForSearch } from '../../lib/text/normalize'

/** Words a search may hold: more only narrows a result that is already small. */
const MAX_SEARCH_WORDS = 8

/**
 * A visitor's text as search words: lower case, accents stripped (as the indexed text), split
 * on anything that is not a letter or a digit, so no word can carry query syntax. One-letter
 * words ("a", "e", "o") are dropped when longer ones are present: as prefixes they match
 * every article. Empty when nothing searchable is left (only punctuation).
 */
export function searchWords(text: string): string[] {
  const words = normalizeForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const long = words.filter((w) => w.length > 1)
  return [...new Set(long.length ? long : words)].slice(0, MAX_SEARCH_WORDS)
}
