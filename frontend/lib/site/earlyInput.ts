/**
 * The client side of the early script (earlyBehaviour.ts): the keys both share and the replay
 * that hands held input over to React. Kept apart so client bundles never carry the script.
 */

import { EARLY_INPUT_QUEUE } from '../../../domain/site'

export const COOKIE_CONSENT_KEY = 'cookieConsent'
/** The cookie banner's element id (the early script keeps focus clear of it). */
export const COOKIE_BANNER_ID = 'cookie-banner'
export const DESIGN_VERSION_KEY = 'homeDesignVersion'
export const TARGET_SECTION_KEY = 'targetSection'
export const CURRENT_ROUTE_KEY = 'currentRoute'
/** Set on <html> by the first effect after hydration; until then input is held. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
/** The attribute that marks forms whose submission needs React. */
export const LAZY_FORM_ATTRIBUTE = 'data-lazy-form'
/** The article page's read beacon: its address, and the article it counts. */
export const READ_BEACON_ATTRIBUTE = 'data-read-beacon'
export const READ_BEACON_ARTICLE_ATTRIBUTE = 'data-read-article'
export { EARLY_INPUT_QUEUE }

/**
 * Called once the page has hydrated: marks <html> and replays, in order, the presses and
 * submissions held while React was loading. Elements gone from the page are skipped.
 */
export function replayEarlyInput(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  const held = (window as unknown as Record<string, Element[] | undefined>)[EARLY_INPUT_QUEUE]
  for (const element of held?.splice(0) ?? []) {
    if (!element.isConnected) continue
    if (element instanceof HTMLFormElement) element.requestSubmit()
    else if (element instanceof HTMLElement) element.click()
  }
}
