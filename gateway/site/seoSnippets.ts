import type { Payload } from 'payload'
import { publicSeo } from '../../services/settings'

/** A head text that is not markup is script code: it goes inside a script element (spec section 2). */
const headMarkup = (head: string) => (/^\s*</.test(head) ? head : `<script>${head.replace(/<\/script/gi, '<\\/script')}</script>`)

/**
 * Puts the active public SEO snippets into a rendered page: each head text at the end of
 * <head>, each body text at the start of <body>. Done on the server, before the page is
 * cached, so crawlers see them and visitors run them once. Staff with the seo route write
 * these snippets on purpose; they are trusted markup. A failed read leaves the page as is.
 */
export async function withSeoSnippets(payload: Payload, html: string): Promise<string> {
  const snippets = await publicSeo(payload).catch(() => [])
  if (!snippets.length) return html
  const head = snippets.map((s) => (s.head ? headMarkup(String(s.head)) : '')).join('')
  const body = snippets.map((s) => String(s.body ?? '')).join('')
  let out = html
  if (head) out = out.replace('</head>', () => `${head}</head>`)
  if (body) out = out.replace(/<body([^>]*)>/, (tag) => `${tag}${body}`)
  return out
}
