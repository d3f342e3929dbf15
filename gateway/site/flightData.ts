/**
 * A stored page's React data, kept beside the page instead of inside it (issue #32, item 2).
 *
 * Next writes the page twice: once as HTML and once as the React Server Components payload
 * React hydrates from (`self.__next_f.push([1,"…"])`), which repeats every text, attribute and
 * prop of the page, an article's whole body included. Only a visitor who acts on the page needs
 * it, and then only once the scripts load (`deferScripts.ts`), so a stored page leaves it out:
 * readers download about half the bytes, and the loader asks for it (`FLIGHT_HEADER`, same
 * address) at the moment it starts the scripts. The bootstrap push (`[0]`) stays, and so does
 * everything else in the page.
 */

/** The request header that asks the page cache for a page's React data instead of its HTML. */
export const FLIGHT_HEADER = 'x-site-part'
export const FLIGHT_VALUE = 'flight'

/**
 * `<script nonce="…">self.__next_f.push([1,"…"])</script>`: data segments (1: text, 2: form
 * state, 3: binary as base64). Next escapes `<` in the string, so `)</script>` ends the match.
 */
const DATA_SCRIPT = /<script(?: nonce="[^"<>]*")?>self\.__next_f\.push\((\[[123],[\s\S]*?\])\)<\/script>/g

/**
 * The page without its data scripts, and the segments as a JSON array (Next writes each as
 * JSON), in document order; null when the page has none, or nothing Next's bootstrap expects.
 */
export function splitFlight(html: string): { html: string; flight: string } | null {
  if (!html.includes('self.__next_f=self.__next_f||[]')) return null
  const segments: string[] = []
  const rest = html.replace(DATA_SCRIPT, (_script, segment: string) => {
    segments.push(segment)
    return ''
  })
  if (!segments.length) return null
  return { html: rest, flight: `[${segments.join(',')}]` }
}
