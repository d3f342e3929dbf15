'use client'

import { useEffect, useState } from 'react'
import styled from 'styled-components'

export const COOKIE_CONSENT_KEY = 'cookieConsent'

/**
 * Runs in <head> before the first paint: a visitor who already chose never sees the banner,
 * which is otherwise part of the server's HTML (painted with the page, not popped in by
 * JavaScript later, when it would move the largest paint to the end of hydration).
 */
export const CONSENT_HEAD_SCRIPT = `try{if(localStorage.getItem('${COOKIE_CONSENT_KEY}'))document.documentElement.setAttribute('data-cookie-consent','')}catch(e){}`

const Bar = styled.section`
  position: fixed;
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
  html[data-cookie-consent] & { display: none; }
  p { margin: 0 0 12px; }
  div { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; }
  button { font: inherit; font-weight: 700; min-height: 44px; padding: 8px 18px; border-radius: 999px; cursor: pointer; border: 2px solid ${({ theme }) => theme.colors.primary}; }
  button:first-of-type { background: ${({ theme }) => theme.colors.primary}; color: #fff; }
  button:last-of-type { background: #fff; color: ${({ theme }) => theme.colors.primary}; }
`

export type CookieBannerLabels = { label: string; text: string; accept: string; essential: string; policy: string }

/** Asks once; the choice is remembered in this browser (localStorage), no cookie of ours needed. */
export function CookieBanner({ labels, forceOpen = false }: { labels: CookieBannerLabels; forceOpen?: boolean }) {
  const [open, setOpen] = useState(true) // as the server rendered it; hidden by CSS when a choice is stored
  useEffect(() => {
    if (forceOpen) return
    try {
      if (window.localStorage.getItem(COOKIE_CONSENT_KEY)) setOpen(false)
    } catch {
      // No storage: the banner stays, the choice lasts for this page.
    }
  }, [forceOpen])
  if (!open) return null
  const choose = (choice: 'all' | 'essential') => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ choice, at: new Date().toISOString() }))
    } catch {
      // Private mode without storage: the banner simply closes for this page.
    }
    setOpen(false)
  }
  return (
    <Bar aria-label={labels.label} data-testid="cookie-banner">
      <p>
        {labels.text} <a href="/cookies">{labels.policy}</a>
      </p>
      <div>
        <button type="button" onClick={() => choose('all')}>{labels.accept}</button>
        <button type="button" onClick={() => choose('essential')}>{labels.essential}</button>
      </div>
    </Bar>
  )
}
