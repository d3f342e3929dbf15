/**
 * The spec's brand colours and constants (section 9): the site's theme and every e-mail the
 * product sends are drawn from these, so a change of colour reaches both.
 */
export const BRAND_COLORS = {
  primary: '#02236B',
  secondary: '#4F4F4F',
  accent: '#9C27b0',
  dark: '#1d1d1d',
  positive: '#21BA45',
  negative: '#C10015',
  info: '#31CCEC',
  warning: '#F2C037',
  surface: '#ffffff',
  background: '#f6f7fb',
  border: '#dde1ea',
  text: '#1d1d1d',
  muted: '#4F4F4F',
} as const

export const BRAND_RADIUS = '12px'
