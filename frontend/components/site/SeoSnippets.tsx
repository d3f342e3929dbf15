import parse from 'html-react-parser'
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
export function SeoHead({ snippets }: { snippets: Snippet[] }): React.ReactNode {
  const html = snippets.map((s) => (s.head ? headMarkup(s.head) : '')).join('')
  return html ? parse(html) : null
}

export function SeoBody({ snippets }: { snippets: Snippet[] }): React.ReactNode {
  const html = snippets.map((s) => s.body ?? '').join('')
  return html ? <div data-seo-snippets="" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} /> : null
}
