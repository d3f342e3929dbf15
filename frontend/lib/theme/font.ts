import localFont from 'next/font/local'

/**
 * Inter, self-hosted from @fontsource's files (no third-party request, works offline), for the
 * back-office only: staff work in it all day and load it once. next/font preloads the files and
 * sizes a local fallback to Inter's metrics, so the swap when the font arrives moves nothing (it
 * was a 0.32 layout shift on phones). The public site does not import this module: its text face
 * is the system's (theme.ts) and its one web font is the display face (displayFont.ts).
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
