'use client'

import styled, { createGlobalStyle } from 'styled-components'
import { CONSENT_PATH } from '../../../domain/site'
import { COOKIE_BANNER_ID } from '../../lib/site/earlyInput'

/**
 * Fixed at the bottom, never more than a quarter of the screen: the page keeps that much room
 * below its end (BANNER_ROOM), so the footer's last link can scroll clear of it, and keyboard
 * focus is scrolled above it (scroll-padding), never behind it (WCAG 2.4.11).
 */
const BANNER_ROOM = '25vh'

const Bar = styled.section<{ $demo?: boolean }>`
  position: ${({ $demo }) => ($demo ? 'static' : 'fixed')};
  left: 16px;
  right: 96px;
  bottom: 16px;
  z-index: 45;
  max-width: 720px;
  max-height: calc(${BANNER_ROOM} - 16px);
  overflow-y: auto;
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 14px;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.2);
  padding: 14px 18px;
  ${({ $demo }) => ($demo ? '' : 'html[data-cookie-consent] & { display: none; }')}
  p {
    margin: 0 0 10px;
  }
  form,
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    align-items: center;
    margin: 0;
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
    /* The whole width (the chat button moves above it): fewer lines, so a quarter of the screen holds it. */
    left: 0;
    right: 0;
    bottom: 0;
    max-width: none;
    max-height: ${BANNER_ROOM};
    border-width: 1px 0 0;
    border-radius: 14px 14px 0 0;
    padding: 8px 12px;
    font-size: 0.875rem;
    line-height: 1.35;
    p {
      margin-bottom: 6px;
    }
    button {
      min-height: 36px;
      padding: 4px 14px;
    }
  }
`

const KeepFocusAboveBanner = createGlobalStyle`
  html:not([data-cookie-consent]) {
    scroll-padding-bottom: calc(${BANNER_ROOM} + 8px);
  }
  html:not([data-cookie-consent]) body {
    padding-bottom: ${BANNER_ROOM};
  }
  @media (max-width: 719px) {
    html:not([data-cookie-consent]) [data-floating] {
      bottom: calc(${BANNER_ROOM} + 12px);
    }
  }
`

export type CookieBannerLabels = { label: string; text: string; accept: string; essential: string; policy: string }

/**
 * Part of the server's HTML, first in <body>: painted with the page, not popped in later.
 * It needs no React: the early script in <head> (lib/site/earlyBehaviour.ts) hides it before
 * the first paint once a choice is stored, and stores the choice (localStorage, no cookie of
 * ours) when one of its buttons is pressed, even before the page has hydrated. Without
 * JavaScript its buttons post a plain form (gateway/site/consent.ts), and the server renders
 * the next pages with it closed. The playground shows it in place (`demo`), where its buttons
 * store nothing.
 */
export function CookieBanner({ labels, returnTo = '/', demo = false }: { labels: CookieBannerLabels; returnTo?: string; demo?: boolean }) {
  const buttons = (
    <>
      <button type={demo ? 'button' : 'submit'} {...(demo ? {} : { name: 'choice', value: 'all', 'data-consent': 'all' })}>
        {labels.accept}
      </button>
      <button type={demo ? 'button' : 'submit'} {...(demo ? {} : { name: 'choice', value: 'essential', 'data-consent': 'essential' })}>
        {labels.essential}
      </button>
    </>
  )
  return (
    <Bar id={demo ? undefined : COOKIE_BANNER_ID} aria-label={labels.label} data-testid={demo ? undefined : 'cookie-banner'} $demo={demo}>
      {demo ? null : <KeepFocusAboveBanner />}
      <p>
        {labels.text} <a href="/cookies">{labels.policy}</a>
      </p>
      {demo ? (
        <div>{buttons}</div>
      ) : (
        <form method="post" action={CONSENT_PATH}>
          <input type="hidden" name="returnTo" value={returnTo} />
          {buttons}
        </form>
      )}
    </Bar>
  )
}
