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

/**
 * The brand mark, the site's icon. Served as /icon.svg (the panels and anyone who links it) and
 * written into public pages as a data: address, so a first visit on a slow phone connection
 * spends nothing on a request that competed with the headline's font and the cover (issue #32).
 */
export const BRAND_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#02236B"/><path d="M20 46V18h13a9 9 0 0 1 2 17.8L44 46h-8l-8-10h-1v10zm7-16h6a3 3 0 0 0 0-6h-6z" fill="#fff"/></svg>'

export const BRAND_MARK_PATH = '/icon.svg'

export const BRAND_MARK_DATA_URL = `data:image/svg+xml,${BRAND_MARK_SVG.replace(/"/g, "'").replace(/ /g, '%20').replace(/#/g, '%23').replace(/</g, '%3C').replace(/>/g, '%3E')}`
