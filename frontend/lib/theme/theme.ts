import { BRAND_COLORS, BRAND_RADIUS } from '../../../domain/brand'

/** The spec's brand colours and constants (section 9, domain/brand.ts), one theme for every styled component. */
export const theme = {
  colors: BRAND_COLORS,
  radius: BRAND_RADIUS,
  maxWidth: '1160px',
  /**
   * Inter where a layout loads it (the back-office); elsewhere the system's own text face:
   * San Francisco, Segoe UI, Roboto or Arial's metric twin, already on the device, so public
   * pages download no font for their text and never reflow when one arrives (issue #32).
   */
  font: "var(--font-inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif)",
} as const

export type Theme = typeof theme
