/**
 * A link staff may give a visitor (issue #60, item 7): a path of this site (`/contact`,
 * `/blog?tag=x#top`), a full https address, an e-mail or a telephone. Read as a browser reads it
 * (WHATWG URL): `/\evil.example`, `//evil.example`, `/%5Cevil.example` and a tab or newline
 * inside all leave the site in some browser or behind some proxy, and are refused. One rule for
 * menus, page blocks, the site's texts, imports and the body's links (`http`: a body written
 * elsewhere may link to a plain http address; what staff place on the site is https).
 */
const ORIGIN = 'https://site.invalid'

export function isSafeLink(value: unknown, options: { http?: boolean } = {}): value is string {
  if (typeof value !== 'string' || !value || value.length > 2048) return false
  // Whitespace or a control character anywhere, a backslash, or a percent-encoded slash or backslash.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\s\u0000-\u001F\u007F\\]|%(?:5c|2f)/i.test(value)) return false
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return false
    try {
      return new URL(value, ORIGIN).origin === ORIGIN
    } catch {
      return false
    }
  }
  if (/^mailto:[^@]+@[^@]+$/i.test(value)) return true
  if (/^tel:\+?[\d-]{3,32}$/i.test(value)) return true
  try {
    const url = new URL(value)
    const scheme = options.http && url.protocol === 'http:' ? 'http://' : 'https://'
    return (
      (url.protocol === 'https:' || (options.http === true && url.protocol === 'http:')) &&
      Boolean(url.hostname) &&
      !url.username &&
      !url.password &&
      value.toLowerCase().startsWith(scheme)
    )
  } catch {
    return false
  }
}
