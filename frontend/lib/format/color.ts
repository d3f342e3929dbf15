/** Perceived brightness of a #rgb / #rrggbb colour, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex)
  return 0.299 * r + 0.587 * g + 0.114 * b
}

/** Spec section 5: a colour is light when its luminance is above 0.6 (dark text goes on it). */
const LIGHT_THRESHOLD = 0.6
export const lightColor = (hex: string): boolean => luminance(hex) > LIGHT_THRESHOLD

const DARK_TEXT = '#1d1d1d'
const LIGHT_TEXT = '#ffffff'

function channels(hex: string): [number, number, number] {
  const clean = hex.replace('#', '')
  const full =
    clean.length === 3
      ? clean
          .split('')
          .map((c) => c + c)
          .join('')
      : clean.padEnd(6, '0').slice(0, 6)
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => (parseInt(full.slice(i, i + 2), 16) || 0) / 255)
  return [r, g, b]
}

/** WCAG 2 relative luminance and contrast ratio. */
function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [x, y] = [relativeLuminance(a), relativeLuminance(b)].sort((m, n) => n - m) as [number, number]
  return (x + 0.05) / (y + 0.05)
}

const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(1, Math.max(0, c)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/**
 * Text and background for a colour chosen by staff: the spec's light-colour rule picks dark or
 * light text; when that pair misses `minRatio` (AA: 4.5 for text, 3 for icons), the
 * background is shaded darker (or lighter) step by step until it passes.
 */
export function readablePair(background: string, minRatio = 4.5): { background: string; text: string } {
  const text = lightColor(background) ? DARK_TEXT : LIGHT_TEXT
  let rgb = channels(background)
  for (let step = 0; step < 40 && contrastRatio(toHex(rgb), text) < minRatio; step++) {
    rgb = rgb.map((c) => (text === LIGHT_TEXT ? c * 0.94 : c + (1 - c) * 0.12)) as [number, number, number]
  }
  return { background: toHex(rgb), text }
}
