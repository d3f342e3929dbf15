// Writes the site's display face, cut to the characters and features it needs
// (scripts/fontSubset.mjs), from @fontsource's Latin file: 21.7 KB -> about 13 KB, the one font
// a visitor downloads before the first headline paints. Run after upgrading @fontsource/source-serif-4:
//   node scripts/subset-fonts.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import subsetFont from 'subset-font'
import { DISPLAY_SUBSET_FEATURES, DISPLAY_SUBSET_TEXT } from './fontSubset.mjs'

const from = new URL('../node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2', import.meta.url)
const to = new URL('../frontend/lib/theme/fonts/source-serif-4-700-subset.woff2', import.meta.url)
const source = readFileSync(from)
const subset = await subsetFont(source, DISPLAY_SUBSET_TEXT, { targetFormat: 'woff2', keepFeatures: DISPLAY_SUBSET_FEATURES })
writeFileSync(to, subset)
console.log(`display face: ${source.length} -> ${subset.length} bytes`)
