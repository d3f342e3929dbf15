import localFont from 'next/font/local'

/**
 * Inter, self-hosted from @fontsource's files (no third-party request, works offline).
 * next/font preloads the files and sizes a local fallback to Inter's metrics, so the swap
 * when the font arrives moves nothing (it was a 0.32 layout shift on phones).
 */
export const inter = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
})

/**
 * The display face: Source Serif 4 (bold), for the site's headings only, so titles read as an
 * editorial site's next to Inter's text (issue #32). Self-hosted and preloaded like Inter, with a
 * Times New Roman fallback sized to its metrics: no layout shift when it arrives. One weight keeps
 * it to a single 22 KB file.
 */
export const display = localFont({
  src: [{ path: '../../../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2', weight: '700', style: 'normal' }],
  display: 'swap',
  variable: '--font-display',
  adjustFontFallback: 'Times New Roman',
})
