/** The spec's brand colours and constants (section 9), one theme for every styled component. */
export const theme = {
  colors: {
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
  },
  radius: '12px',
  maxWidth: '1160px',
  font: "var(--font-inter), system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const

export type Theme = typeof theme
