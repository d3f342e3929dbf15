import type { ReactElement } from 'react'

/** Headings as written (the converter's default shouts them in capitals); images say nothing in text. */
const TEXT_OPTIONS = {
  selectors: [...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })), { selector: 'img', format: 'skip' }],
}

/**
 * An e-mail's two parts from one template: the HTML, and the plain text derived from it. The
 * renderer (React's server renderer, a text converter and the formatter it loads, about 50 MB)
 * is loaded with the first e-mail, not at boot: most processes serve pages all day and send none.
 */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const { render } = await import('@react-email/render')
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS })])
  return { html, text }
}
