/**
 * The characters the site's self-hosted display face keeps (issue #32): printable ASCII, the
 * letters of Portuguese, Spanish, French and Haitian Creole (and their capitals), and the marks
 * their headlines use: inverted and angle quotes, ordinals, typographic quotes and dashes, the
 * ellipsis and the euro. Headings are the only text in this face, and a character outside it
 * is drawn by the fallback serif, as any missing glyph is. Every character of the locale
 * catalogues is in it (tests/unit/fontSubset.test.ts).
 */
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')

export const DISPLAY_SUBSET_TEXT = range(0x20, 0x7e) + '\u00a0¡ª«°·º»¿' + 'ÀÁÂÃÄÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäæçèéêëìíîïñòóôõöùúûüýÿŒœŸ' + '‘’“”–—…•€‹›'

/**
 * OpenType features kept: kerning only. Ligatures, alternates, figures and fractions made up
 * a quarter of the file and headings use none of them.
 */
export const DISPLAY_SUBSET_FEATURES = ['kern']
