'use client'

import { createGlobalStyle } from 'styled-components'
import { displayFallbackFaces } from './displayFallback'

export const GlobalStyle = createGlobalStyle`
  ${displayFallbackFaces}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.6;
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  /* The site's display face (lib/theme/displayFont.ts); the back-office, which loads none, keeps Inter. */
  h1, h2, h3 { font-family: var(--font-display, inherit); font-weight: 700; letter-spacing: -0.01em; }
  img { max-width: 100%; height: auto; display: block; }
  /* A long address, or a long word in a title or a text staff wrote, breaks rather than widening a phone's page. */
  a[href^='mailto:'], h1, h2, h3, h4, p, li, dt, dd, summary, figcaption, blockquote { overflow-wrap: anywhere; }
  /* E-mail and phone links stand alone on their line: targets at least 24 px tall (WCAG 2.5.8). */
  a[href^='mailto:'], a[href^='tel:'] { display: inline-block; min-height: 24px; line-height: 24px; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
  /* A submission the early script holds until React arrives (or sends as a plain post): busy at once. */
  form[data-held] [type='submit'] { cursor: progress; opacity: 0.8; }
  form[data-held] [type='submit']::after {
    content: '';
    display: inline-block;
    width: 0.9em;
    height: 0.9em;
    margin-left: 0.5em;
    vertical-align: -0.1em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: held-spin 0.8s linear infinite;
  }
  @keyframes held-spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { form[data-held] [type='submit']::after { animation: none; } }
  [data-held-note] { display: none; }
  form[data-held] [data-held-note] { display: inline; }
`
