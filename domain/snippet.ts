/**
 * A text cut as a search result or a social card cuts it (issue #45, item 2): whole words up to
 * `max` characters, then an ellipsis; spaces folded. What fits is returned unchanged.
 */
export function snippet(text: string, max: number): string {
  const folded = text.replace(/\s+/g, ' ').trim()
  if (folded.length <= max) return folded
  const cut = folded.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  // A single long word is cut inside it rather than dropped.
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/** A social card's description is shorter than a search result's. */
export const CARD_DESCRIPTION_MAX = 110
