'use client'

import styled, { createGlobalStyle } from 'styled-components'

const Bar = styled.section<{ $demo?: boolean }>`
  position: ${({ $demo }) => ($demo ? 'static' : 'fixed')};
  left: 16px;
  right: 96px;
  bottom: 16px;
  z-index: 45;
  max-width: 720px;
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 14px;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.2);
  padding: 16px 18px;
  ${({ $demo }) => ($demo ? '' : 'html[data-cookie-consent] & { display: none; }')}
  p {
    margin: 0 0 12px;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    align-items: center;
  }
  button {
    font: inherit;
    font-weight: 700;
    min-height: 44px;
    padding: 8px 18px;
    border-radius: 999px;
    cursor: pointer;
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
  button:first-of-type {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
  button:last-of-type {
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
  }
  @media (max-width: 719px) {
    left: 8px;
    right: 80px;
    bottom: 8px;
    padding: 10px 12px;
    font-size: 0.9rem;
    p {
      margin-bottom: 8px;
    }
    button {
      min-height: 40px;
      padding: 6px 14px;
    }
  }
`

/**
 * While the banner is up, keyboard focus never lands behind it (WCAG 2.4.11): the browser
 * scrolls a focused control above the banner's height.
 */
const KeepFocusAboveBanner = createGlobalStyle`
  html:not([data-cookie-consent]) {
    scroll-padding-bottom: 200px;
  }
  @media (max-width: 719px) {
    html:not([data-cookie-consent]) {
      scroll-padding-bottom: 240px;
    }
  }
`

export type CookieBannerLabels = { label: string; text: string; accept: string; essential: string; policy: string }

/**
 * Part of the server's HTML, first in <body>: painted with the page, not popped in later.
 * It needs no React: the early script in <head> (lib/site/earlyBehaviour.ts) hides it before
 * the first paint once a choice is stored, and stores the choice (localStorage, no cookie of
 * ours) when one of its buttons is pressed, even before the page has hydrated. The
 * playground shows it in place (`demo`), where its buttons store nothing.
 */
export function CookieBanner({ labels, demo = false }: { labels: CookieBannerLabels; demo?: boolean }) {
  const consent = (choice: string) => (demo ? {} : { 'data-consent': choice })
  return (
    <Bar aria-label={labels.label} data-testid={demo ? undefined : 'cookie-banner'} $demo={demo}>
      {demo ? null : <KeepFocusAboveBanner />}
      <p>
        {labels.text} <a href="/cookies">{labels.policy}</a>
      </p>
      <div>
        <button type="button" {...consent('all')}>
          {labels.accept}
        </button>
        <button type="button" {...consent('essential')}>
          {labels.essential}
        </button>
      </div>
    </Bar>
  )
}
