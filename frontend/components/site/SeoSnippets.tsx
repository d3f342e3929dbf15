import parse, { Element, type HTMLReactParserOptions } from 'html-react-parser'
import type React from 'react'

type Snippet = { head: string; body: string }

/** A head text that is not markup is script code: it goes inside a script element (spec section 2). */
const headMarkup = (head: string) => (/^\s*</.test(head) ? head : `<script>${head}</script>`)

/**
 * The staff's public SEO snippets, rendered by React so hydration owns every node:
 * markup put into the document behind React's back breaks hydration (React error 418) and
 * makes the browser re-render the whole page. Staff with the seo route write these on
 * purpose; they are trusted markup. Scripts run once, when the server HTML is parsed.
 */
type Props = { snippets: Snippet[]; /** the response's CSP nonce: the staff's scripts are server-rendered, so they carry it */ nonce?: string }

/** Gives every script element of the staff's markup the response's nonce. */
const withNonce = (nonce?: string): HTMLReactParserOptions => ({
  replace(node) {
    if (nonce && node instanceof Element && node.name === 'script') node.attribs.nonce = nonce
    return undefined
  },
})

export function SeoHead({ snippets, nonce }: Props): React.ReactNode {
  const html = snippets.map((s) => (s.head ? headMarkup(s.head) : '')).join('')
  return html ? parse(html, withNonce(nonce)) : null
}

export function SeoBody({ snippets, nonce }: Props): React.ReactNode {
  const html = snippets.map((s) => s.body ?? '').join('')
  // The body markup goes in as HTML; its script tags get the nonce the same way.
  const marked = nonce ? html.replace(/<script\b/gi, `<script nonce="${nonce}"`) : html
  return html ? <div data-seo-snippets="" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: marked }} /> : null
}
