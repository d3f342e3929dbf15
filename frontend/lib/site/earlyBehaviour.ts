/**
 * What public pages do before React arrives. The page cache holds Next's scripts back until
 * the visitor first acts on the page (gateway/site/deferScripts.ts), so a reader may never
 * have React, and a visitor who acts waits a moment (seconds on a slow phone) for it. This
 * script, inlined in <head>, makes the page whole without it:
 *
 * - the cookie banner works at once (it is plain HTML hidden by an attribute on <html>), and a
 *   focused control is kept clear of it;
 * - the phone menu button opens and closes the navigation at once (and Escape closes it); the
 *   navigation is only folded away when this script runs (data-js on <html>), so without
 *   JavaScript it stays open;
 * - spec section 2's browser rules run as soon as the document is parsed: the design version
 *   is kept in localStorage, a stored target section is scrolled to on home and blog, other
 *   routes record their name, links with data-section store their target;
 * - a press on a button that needs React, or the submission of a form that React enhances,
 *   is held (never lost, never sent as a plain GET with its fields in the address) and
 *   replayed by `replayEarlyInput` (earlyInput.ts) once the page has hydrated; a held form shows
 *   it is being sent at once (data-held: the button busy, its "sending" note shown in the form's
 *   live region; nothing React renders is changed, so hydration matches), and should
 *   React not have taken it within HOLD_MS (a slow or blocked script) it goes to the server as
 *   the plain post it is, once (gateway/site/formPosts.ts answers it);
 * - a select marked data-choose (the language: one control, issue #32) submits its form when
 *   a value is picked from its list, before and after hydration alike. One stepped to with the
 *   arrow keys or by typing on a closed select only submits on Enter or when focus leaves it,
 *   so browsing the options never changes the page (WCAG 3.2.2);
 * - an article's read is counted (its beacon) once the page has loaded, React or not: Next's
 *   scripts only load when the visitor acts on the page (gateway/site/deferScripts.ts).
 *
 * Only the server layouts import this file: the serialised function never reaches a browser
 * bundle. What client code needs (keys, the replay) lives in earlyInput.ts.
 */

import {
  EARLY_PENDING,
  REACT_LINK_ATTRIBUTE,
  FORM_HELD_ATTRIBUTE,
  HOLD_MS,
  COOKIE_BANNER_ID,
  COOKIE_CONSENT_KEY,
  CURRENT_ROUTE_KEY,
  DESIGN_VERSION_KEY,
  EARLY_INPUT_QUEUE,
  HYDRATED_ATTRIBUTE,
  LAZY_FORM_ATTRIBUTE,
  READ_BEACON_ARTICLE_ATTRIBUTE,
  READ_BEACON_ATTRIBUTE,
  TARGET_SECTION_KEY,
} from './earlyInput'

type Keys = {
  banner: string
  consent: string
  version: string
  target: string
  route: string
  hydrated: string
  lazyForm: string
  queue: string
  beacon: string
  beaconArticle: string
  held: string
  holdMs: number
  reactLink: string
  pending: string
}

// Serialised into the page with Function#toString: it may use only its argument and browser
// globals, in syntax every browser we support parses.
/* eslint-disable no-var */
function earlyBehaviour(k: Keys) {
  var root = document.documentElement
  root.setAttribute('data-js', '')
  var queue: Element[] = []
  ;(window as unknown as Record<string, unknown>)[k.queue] = queue
  // Runs `go` for a held element React has not taken (replayed) in time: after holdMs, or up to
  // three periods more while React's scripts are still loading. Taken out of the queue first, so
  // React never replays it as well.
  var unlessReactTakes = function (held: Element, go: () => void) {
    var tries = 0
    var check = function () {
      var at = queue.indexOf(held)
      if (at === -1) return
      var loading = ((window as unknown as Record<string, number | undefined>)[k.pending] || 0) > 0
      if (loading && tries++ < 3) return void setTimeout(check, k.holdMs)
      queue.splice(at, 1)
      go()
    }
    setTimeout(check, k.holdMs)
  }
  try {
    if (localStorage.getItem(k.consent)) root.setAttribute('data-cookie-consent', '')
  } catch (e) {
    // No storage (privacy modes): the banner shows and closes for this page only.
  }
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target as Element | null
      if (!target || !target.closest) return
      var consent = target.closest('[data-consent]')
      if (consent) {
        try {
          localStorage.setItem(k.consent, JSON.stringify({ choice: consent.getAttribute('data-consent'), at: new Date().toISOString() }))
        } catch (e) {
          // The choice then lasts for this page.
        }
        root.setAttribute('data-cookie-consent', '')
        // The banner's buttons also submit a form, for pages without JavaScript: not needed here.
        event.preventDefault()
        return
      }
      var menu = target.closest('[data-menu-toggle]')
      if (menu) {
        menu.setAttribute('aria-expanded', menu.getAttribute('aria-expanded') === 'true' ? 'false' : 'true')
        return
      }
      var section = target.closest('a[data-section]')
      if (section) {
        try {
          sessionStorage.setItem(k.target, section.getAttribute('data-section') || '')
        } catch (e) {
          // Without storage the link still goes to its anchor.
        }
        return
      }
      if (root.hasAttribute(k.hydrated)) return
      var button = target.closest('button[type="button"]')
      if (button) {
        event.preventDefault()
        queue.push(button)
        return
      }
      // A link React turns into a press waits for React too, but is followed as the link it is
      // if React has not taken it within holdMs (a slow or blocked script).
      var link = target.closest('a[' + k.reactLink + ']') as HTMLAnchorElement | null
      if (link) {
        event.preventDefault()
        if (queue.indexOf(link) !== -1) return
        var pressed = link
        queue.push(pressed)
        unlessReactTakes(pressed, function () {
          location.assign(pressed.href)
        })
      }
    },
    true,
  )
  // The browser scrolls a focused control into view only when none of it shows, so a tall one
  // (the contact message box) could stay mostly under the cookie banner: lift it clear (WCAG 2.4.11).
  var clearOfBanner = function (el: Element) {
    var bar = document.getElementById(k.banner)
    if (!bar || root.hasAttribute('data-cookie-consent') || bar.contains(el) || !el.getBoundingClientRect) return
    var r = el.getBoundingClientRect()
    var b = bar.getBoundingClientRect()
    if (r.right <= b.left || r.left >= b.right || r.bottom <= b.top) return
    window.scrollBy(0, Math.min(r.bottom - b.top + 8, r.top - 8))
  }
  // Every listener here is in the capture phase: while React hydrates, it stops a key press or
  // a click on a part it has not reached yet (to replay it to its own handlers), so a listener
  // on the way back up never heard it (Escape left the menu open, issue #32).
  document.addEventListener(
    'focusin',
    function (event) {
      var el = event.target as Element
      if (!el || el === document.body) return
      requestAnimationFrame(function () {
        if (document.activeElement === el) clearOfBanner(el)
      })
    },
    true,
  )
  document.addEventListener(
    'keydown',
    function (event) {
      if (event.key !== 'Escape') return
      var open = document.querySelector('[data-menu-toggle][aria-expanded="true"]') as HTMLElement | null
      if (!open) return
      open.setAttribute('aria-expanded', 'false')
      open.focus()
    },
    true,
  )
  var browsing: Element | null = null
  var chooser = function (target: EventTarget | null) {
    var el = target as HTMLSelectElement | null
    return el && el.hasAttribute && el.hasAttribute('data-choose') ? el : null
  }
  var choose = function (select: HTMLSelectElement) {
    browsing = null
    if (select.form && select.value !== select.getAttribute('data-choose')) select.form.requestSubmit()
  }
  document.addEventListener(
    'keydown',
    function (event) {
      var select = chooser(event.target)
      if (!select) return
      if (event.key === 'Enter') {
        event.preventDefault()
        choose(select)
      } else if (event.key.length === 1 || /^(Arrow|Page)|^(Home|End)$/.test(event.key)) browsing = select
    },
    true,
  )
  document.addEventListener(
    'pointerdown',
    function (event) {
      if (chooser(event.target)) browsing = null
    },
    true,
  )
  document.addEventListener(
    'change',
    function (event) {
      var select = chooser(event.target)
      if (select && browsing !== select) choose(select)
    },
    true,
  )
  document.addEventListener(
    'focusout',
    function (event) {
      var select = chooser(event.target)
      if (select && browsing === select) choose(select)
    },
    true,
  )
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target as HTMLFormElement | null
      if (root.hasAttribute(k.hydrated) || !form || !form.hasAttribute(k.lazyForm)) return
      event.preventDefault()
      if (queue.indexOf(form) !== -1) return
      var held = form
      queue.push(held)
      // Shows the form busy and reveals its "sending" note in its live region (LazyForm, GlobalStyle).
      held.setAttribute(k.held, '')
      // React takes the form out of the queue when it replays it; one still there is sent as a
      // plain post, once (the queue no longer has it, so React cannot send it again).
      unlessReactTakes(held, function () {
        if (held.isConnected && held.getAttribute('method') === 'post') HTMLFormElement.prototype.submit.call(held)
      })
    },
    true,
  )
  var countRead = function () {
    var beacon = document.querySelector('[' + k.beacon + ']')
    if (!beacon) return
    var url = beacon.getAttribute(k.beacon) || ''
    var key = 'read:' + beacon.getAttribute(k.beaconArticle) + ':' + new Date().toISOString().slice(0, 10)
    try {
      if (sessionStorage.getItem(key)) return
      sessionStorage.setItem(key, '1')
    } catch (e) {
      // No storage: the server still counts once a day.
    }
    if (!(navigator.sendBeacon && navigator.sendBeacon(url)))
      fetch(url, { method: 'POST', keepalive: true }).catch(function () {
        // A lost read is not worth an error on the page.
      })
  }
  // The read is sent once the page has loaded and the browser is idle: on a slow phone
  // connection it no longer competes with the headline's font and the cover (issue #32). A
  // visitor gone before the page finished loading had not started reading.
  var countWhenIdle = function () {
    if ('requestIdleCallback' in window) window.requestIdleCallback(countRead, { timeout: 2000 })
    else setTimeout(countRead, 0)
  }
  if (document.readyState === 'complete') countWhenIdle()
  else window.addEventListener('load', countWhenIdle)
  document.addEventListener('DOMContentLoaded', function () {
    try {
      var version = document.body.getAttribute('data-design-version')
      if (version) localStorage.setItem(k.version, version)
      var path = location.pathname
      var route = path === '/' || path === '/home-v2' ? 'home' : path === '/blog' ? 'blog' : path.split('/')[1] || 'home'
      var stored = sessionStorage.getItem(k.target)
      if (stored && (route === 'home' || route === 'blog')) {
        sessionStorage.removeItem(k.target)
        var element = document.getElementById(stored)
        if (element) element.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
      } else {
        sessionStorage.setItem(k.route, route)
      }
    } catch (e) {
      // Storage can be unavailable: the page works without these niceties.
    }
  })
}

const KEYS: Keys = {
  banner: COOKIE_BANNER_ID,
  consent: COOKIE_CONSENT_KEY,
  version: DESIGN_VERSION_KEY,
  target: TARGET_SECTION_KEY,
  route: CURRENT_ROUTE_KEY,
  hydrated: HYDRATED_ATTRIBUTE,
  lazyForm: LAZY_FORM_ATTRIBUTE,
  queue: EARLY_INPUT_QUEUE,
  beacon: READ_BEACON_ATTRIBUTE,
  beaconArticle: READ_BEACON_ARTICLE_ATTRIBUTE,
  held: FORM_HELD_ATTRIBUTE,
  holdMs: HOLD_MS,
  reactLink: REACT_LINK_ATTRIBUTE,
  pending: EARLY_PENDING,
}

export const EARLY_BEHAVIOUR_SCRIPT = `(${earlyBehaviour.toString()})(${JSON.stringify(KEYS)})`
