/** Perceived brightness of a #rgb / #rrggbb colour, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const clean = hex.replace('#', '')
  const full = clean.length === 3 ? clean.split('').map((c) => c + c).join('') : clean
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
  return 0.299 * r + 0.587 * g + 0.114 * b
}

/** Spec section 5: a colour is light when its luminance is above 0.6 (dark text goes on it). */
export const LIGHT_THRESHOLD = 0.6
export const lightColor = (hex: string): boolean => luminance(hex) > LIGHT_THRESHOLD
