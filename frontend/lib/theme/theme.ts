import { BRAND_COLORS, BRAND_RADIUS } from '../../../domain/brand'

/** The spec's brand colours and constants (section 9, domain/brand.ts), one theme for every styled component. */
export const theme = {
  colors: BRAND_COLORS,
  radius: BRAND_RADIUS,
  maxWidth: '1160px',
  font: "var(--font-inter), system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const

export type Theme = typeof theme
