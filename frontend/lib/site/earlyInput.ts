/**
 * The client side of the early script (earlyBehaviour.ts): the keys both share and the replay
 * that hands held input over to React. Kept apart so client bundles never carry the script.
 */

import { EARLY_INPUT_QUEUE, EARLY_PENDING } from '../../../domain/site'

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
/** Marks a link React turns into a press (the product's terms dialog): held like a button, followed as a link if React is late. */
export const REACT_LINK_ATTRIBUTE = 'data-react-link'
/** Set by the early script on a form whose submission it holds: shown busy at once, its "sending" note revealed (GlobalStyle). */
export const FORM_HELD_ATTRIBUTE = 'data-held'
/** Marks a form's "sending" note, in its live region: shown only while the early script holds the form. */
export const HELD_NOTE_ATTRIBUTE = 'data-held-note'
/**
 * How long a held submission waits for React before it goes to the server as a plain post: one
 * period, or up to four while React's scripts are visibly still loading (a slow phone), never
 * longer once they failed (a blocked or dropped file).
 */
export const HOLD_MS = 4000
/** The article page's read beacon: its address, and the article it counts. */
export const READ_BEACON_ATTRIBUTE = 'data-read-beacon'
export const READ_BEACON_ARTICLE_ATTRIBUTE = 'data-read-article'
export { EARLY_INPUT_QUEUE, EARLY_PENDING }

/**
 * Called once the page has hydrated: marks <html> and replays, in order, the presses and
 * submissions held while React was loading. Elements gone from the page are skipped.
 */
export function replayEarlyInput(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  const held = (window as unknown as Record<string, Element[] | undefined>)[EARLY_INPUT_QUEUE]
  for (const element of held?.splice(0) ?? []) {
    // React shows its own busy state from here on.
    element.removeAttribute(FORM_HELD_ATTRIBUTE)
    if (!element.isConnected) continue
    if (element instanceof HTMLFormElement) element.requestSubmit()
    else if (element instanceof HTMLElement) element.click()
  }
}
