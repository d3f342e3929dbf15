import localFont from 'next/font/local'

/**
 * The site's display face: Source Serif 4 (bold), for headings only, so titles read as an
 * editorial site's next to the text face (issue #32). Self-hosted, cut to the characters of the
 * five languages with kerning only (scripts/subset-fonts.mjs: 21.7 KB -> 13 KB), preloaded, and
 * `optional`: the browser waits a moment for it at the first paint and, if it is not there yet
 * (a slow phone connection), keeps a local serif scaled to its metrics for that view
 * (displayFallback.ts: Georgia, Noto Serif or DejaVu Serif, not Times) instead of swapping under
 * the reader's eyes (a swap measured a 0.03 layout shift); the next
 * page has it from the cache. It is the only font a visitor downloads: the text face is the
 * system's own (theme.ts), so the first headline waits for one small file and nothing else.
 */
export const display = localFont({
  src: [{ path: './fonts/source-serif-4-700-subset.woff2', weight: '700', style: 'normal' }],
  display: 'optional',
  variable: '--font-display',
  // Next can only size Arial or Times New Roman; the serifs devices have are sized in displayFallback.ts.
  // Literals, as next/font requires: a unit test keeps them equal to DISPLAY_FALLBACK_FAMILIES.
  adjustFontFallback: false,
  fallback: ['Display Fallback Georgia', 'Display Fallback Noto Serif', 'Display Fallback DejaVu Serif', 'serif'],
})
