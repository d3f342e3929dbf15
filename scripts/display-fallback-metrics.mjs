// The @font-face overrides that make local serifs take the display face's room
// (frontend/lib/theme/displayFallback.ts holds the result, tests/unit/displayFallback.test.ts
// checks it): Georgia and Noto Serif from the capsize metrics Next ships, DejaVu Serif (most
// Linux desktops) measured from its file with Next's fontkit, each against Source Serif 4 Bold
// measured the same way. Run: node scripts/display-fallback-metrics.mjs [DejaVuSerif-Bold.ttf]
import { createRequire } from 'node:module'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const capsize = require('next/dist/server/capsize-font-metrics.json')
const loaded = require('next/dist/compiled/@next/font/dist/fontkit/index.js').default
const openFont = (path) => (loaded.default || loaded)(readFileSync(path))

export const DEJAVU_SERIF_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf'
const DISPLAY_FILE = fileURLToPath(new URL('../frontend/lib/theme/fonts/source-serif-4-700-subset.woff2', import.meta.url))

// Next's own sample for an average latin width (get-fallback-metrics-from-font-file.js).
const SAMPLE = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      '
const averageWidth = (font) => {
  const widths = font.glyphsForString(SAMPLE).map((g) => g.advanceWidth)
  return widths.reduce((a, b) => a + b, 0) / widths.length / font.unitsPerEm
}
const pct = (v) => `${(Math.abs(v) * 100).toFixed(2)}%`
const overrides = (main, fallbackWidth) => {
  const sizeAdjust = main.width / fallbackWidth
  return { sizeAdjust: pct(sizeAdjust), ascentOverride: pct(main.ascent / sizeAdjust), descentOverride: pct(main.descent / sizeAdjust) }
}

/** Each local serif's overrides, by family name (DejaVu Serif only where its file is found). */
export function fallbackOverrides(dejavuPath = DEJAVU_SERIF_BOLD) {
  const s4 = capsize.sourceSerif4.variants['700']
  const fromCapsize = { width: s4.xWidthAvg / s4.unitsPerEm, ascent: s4.ascent / s4.unitsPerEm, descent: s4.descent / s4.unitsPerEm }
  const out = {}
  for (const [name, key] of [
    ['Georgia', 'georgia'],
    ['Noto Serif', 'notoSerif'],
  ]) {
    const bold = capsize[key].variants['700']
    out[name] = overrides(fromCapsize, bold.xWidthAvg / bold.unitsPerEm)
  }
  if (existsSync(dejavuPath)) {
    const display = openFont(DISPLAY_FILE)
    const measured = { width: averageWidth(display), ascent: display.ascent / display.unitsPerEm, descent: display.descent / display.unitsPerEm }
    out['DejaVu Serif'] = overrides(measured, averageWidth(openFont(dejavuPath)))
  }
  return out
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(JSON.stringify(fallbackOverrides(process.argv[2]), null, 2))
