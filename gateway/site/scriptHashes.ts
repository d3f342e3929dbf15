/**
 * A stored page is sent to many visitors, so it cannot carry one response's nonce: a nonce known
 * in advance protects nothing (issue #42, item 3). Before a page is stored, its scripts are made
 * to run by their content instead. Every inline script is allowed by its SHA-256 in the policy
 * sent with each copy, beside that response's own fresh nonce (contentSecurity.ts). Every
 * `nonce="…"` attribute is taken out of the stored bytes. A script that loads a file from another
 * host (a staff SEO snippet) becomes a small inline script that adds it; the policy's
 * 'strict-dynamic' trusts what an allowed script adds. What runs is exactly what was rendered,
 * and markup injected later into a page matches no hash.
 */
import { createHash } from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const NONCE_ATTRIBUTE = /\snonce="[^"<>]*"/g
const TAG = /<[a-zA-Z][^<>]*>/g
/** Nonce attributes out of the tags of some markup; its text is left as it is. */
const withoutNonces = (markup: string) => markup.replace(TAG, (tag) => tag.replace(NONCE_ATTRIBUTE, ''))
const ATTRIBUTE = /([^\s=/>]+)(?:="([^"]*)")?/g
/** Script types a browser runs; anything else (JSON-LD, templates) is data and needs no permission. */
const RUNNABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const attributesOf = (source: string) => [...source.matchAll(ATTRIBUTE)].map((m) => [m[1]!.toLowerCase(), m[2] ?? ''] as const)

/** The attribute value as HTML wrote it, read back (the few entities React and Next write). */
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * An external script as an inline one that adds it where it stood, with its attributes. One that
 * was neither async nor deferred keeps its place in the order of the others added this way.
 */
function loaderFor(attributes: (readonly [string, string])[]): string {
  const set = attributes
    .filter(([name]) => name !== 'nonce')
    .map(([name, value]) => `s.setAttribute(${JSON.stringify(name)},${JSON.stringify(unescapeAttribute(value))});`)
    .join('')
  const ordered = attributes.some(([name]) => name === 'async' || name === 'defer') ? '' : 's.async=false;'
  const code = `(function(){var c=document.currentScript,s=document.createElement("script");${set}${ordered}c.parentNode.insertBefore(s,c.nextSibling)})()`
  return code.replace(/</g, '\\u003c')
}

/** One script element as stored: without its nonce, and the hash it runs by (if it runs). */
function storedScript(rawAttributes: string, body: string): { html: string; hash?: string } {
  const attributes = attributesOf(rawAttributes.replace(NONCE_ATTRIBUTE, ''))
  const type = attributes.find(([name]) => name === 'type')?.[1] ?? ''
  const withoutNonce = `<script${rawAttributes.replace(NONCE_ATTRIBUTE, '')}>${body}</script>`
  // Data (JSON-LD) runs nothing; a browser that understands modules never runs a nomodule script (Next's polyfills).
  if (!RUNNABLE_TYPE.test(type) || attributes.some(([name]) => name === 'nomodule')) return { html: withoutNonce }
  if (attributes.some(([name]) => name === 'src')) {
    const code = loaderFor(attributes)
    return { html: `<script>${code}</script>`, hash: sha256(code) }
  }
  return { html: withoutNonce, hash: sha256(body) }
}

/** The page without nonces, and the hashes that let its scripts run. */
export function hashScripts(html: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>()
  let out = ''
  let from = 0
  for (const match of html.matchAll(SCRIPT)) {
    // Between scripts, other elements Next gave the nonce (preloads) lose it; a script's own text is never touched.
    out += withoutNonces(html.slice(from, match.index))
    const script = storedScript(match[1]!, match[2]!)
    if (script.hash) hashes.add(script.hash)
    out += script.html
    from = match.index + match[0].length
  }
  out += withoutNonces(html.slice(from))
  return { html: out, hashes: [...hashes] }
}
