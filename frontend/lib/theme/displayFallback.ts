/**
 * What headings show while the display face is not there yet (a slow first load keeps it for that
 * view: displayFont.ts): a serif the device has, scaled to take the same room as Source Serif 4
 * Bold, so the page's lines break where they will with the face, and never the browser's Times
 * (issue #43, item 5). Georgia (Windows, macOS, iOS), Noto Serif (Android, many Linux), DejaVu
 * Serif (most other Linux desktops). The figures come from scripts/display-fallback-metrics.mjs.
 */
export const DISPLAY_FALLBACKS = [
  {
    family: 'Display Fallback Georgia',
    local: ['Georgia Bold', 'Georgia-Bold'],
    sizeAdjust: '95.26%',
    ascentOverride: '108.75%',
    descentOverride: '35.17%',
  },
  {
    family: 'Display Fallback Noto Serif',
    local: ['Noto Serif Bold', 'NotoSerif-Bold'],
    sizeAdjust: '96.48%',
    ascentOverride: '107.37%',
    descentOverride: '34.72%',
  },
  {
    family: 'Display Fallback DejaVu Serif',
    local: ['DejaVu Serif Bold', 'DejaVuSerif-Bold'],
    sizeAdjust: '88.17%',
    ascentOverride: '117.50%',
    descentOverride: '37.99%',
  },
] as const

/** The families after the display face, in the order a device looks for them. */
export const DISPLAY_FALLBACK_FAMILIES = [...DISPLAY_FALLBACKS.map((f) => f.family), 'serif']

/** One @font-face per local serif, carrying its overrides (headings are bold: one weight). */
export const displayFallbackFaces = DISPLAY_FALLBACKS.map(
  (f) =>
    `@font-face{font-family:'${f.family}';src:${f.local.map((name) => `local('${name}')`).join(',')};font-weight:700;` +
    `size-adjust:${f.sizeAdjust};ascent-override:${f.ascentOverride};descent-override:${f.descentOverride};line-gap-override:0%}`,
).join('')
