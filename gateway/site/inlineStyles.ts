import { readFileSync } from 'node:fs'
import { builtFile } from './builtFiles'

/**
 * A stylesheet this small (the site has one: its fonts' faces, about 1 KB) costs less inside the
 * page than as a request that blocks the first paint: on a phone's connection that request is
 * a round trip or two before anything shows (issue #32, item 2: LCP).
 */
const MAX_INLINE_BYTES = 8 * 1024

/** `<link rel="stylesheet" href="/_next/static/….css" nonce="…" data-precedence="next"/>` as Next writes them. */
const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"<>]+\.css)"(?: nonce="[^"<>]*")? data-precedence="next"\/>/g
const URL_IN_CSS = /url\((["']?)([^"')]+)\1\)/g

export type StylesheetReader = (href: string) => string | null

/**
 * Reads Next's built stylesheets from `staticDir` (their names carry a content hash: each is
 * read once), with their relative addresses (the font files) made absolute, since the rules
 * move from /_next/static/chunks/ into the page. Null for a missing or too large one.
 */
export function stylesheetReader(staticDir: string): StylesheetReader {
  const kept = new Map<string, string | null>()
  const read = (href: string): string | null => {
    const file = builtFile(staticDir, href.slice('/_next/static'.length))
    if (!file) return null
    try {
      const css = readFileSync(file, 'utf8')
      if (Buffer.byteLength(css) > MAX_INLINE_BYTES || /<\/style/i.test(css)) return null
      return css.replace(URL_IN_CSS, (whole, _quote: string, address: string) =>
        /^(data:|[a-z]+:\/\/|\/)/i.test(address) ? whole : `url(${new URL(address, `http://site.invalid${href}`).pathname})`,
      )
    } catch {
      return null
    }
  }
  return (href) => {
    let css = kept.get(href)
    if (css === undefined) {
      css = read(href)
      if (kept.size < 500) kept.set(href, css)
    }
    return css
  }
}

/**
 * Puts the page's small stylesheets inside it as <style> (the CSP allows inline styles).
 * After hydration React adds the stylesheet's link again (it looks for a link): one small
 * request, cached, once the visitor has acted.
 */
export function inlineStylesheets(html: string, read: StylesheetReader): string {
  return html.replace(STYLESHEET, (tag, href: string) => {
    const css = read(href)
    return css === null ? tag : `<style data-precedence="next" data-href="${href}">${css}</style>`
  })
}

/**
 * Next also announces each stylesheet in the response's Link header (rel=preload, the highest
 * priority): one that is now inside the page is not fetched again for it.
 */
export function withoutInlinedPreloads(link: string, html: string): string {
  return link
    .split(/,\s*(?=<)/)
    .filter((entry) => {
      const href = /^<([^>]+)>/.exec(entry)?.[1]
      return !(href && /;\s*as="?style"?/.test(entry) && html.includes(`<style data-precedence="next" data-href="${href}">`))
    })
    .join(', ')
}
