import type { Payload } from 'payload'
import type { Article, Media } from '../../payload-types'
import { DEFAULT_LANGUAGE, type Language } from '../../locales/languages'
import { localizedPath } from '../../lib/site/localizedPath'
import { translatorFor } from '../../locales/i18n'
import { companyInfo } from '../public/reads'
import { renderMail } from '../mail/templates/render'
import { imageAltText } from '../../lib/text/imageAlt'
import { articleMailBlocks } from './blocks'
import { absolute, subscriberLinks } from './links'
import { newsletterContent } from './settings'

export type NewsletterRecipient = { id: number | string; email: string; uniqueKey?: string | null }

export type NewsletterMessage = { to: string; subject: string; html: string; text: string; headers: Record<string, string> }

/**
 * One article's newsletter e-mail for one subscriber: the labels and the article's texts in the
 * subscriber's language (pt-BR where not yet translated), its address in that language, absolute image and page addresses, a link to the unsubscribe page and
 * RFC 8058's one-click headers (List-Unsubscribe with an https address, List-Unsubscribe-Post).
 */
export async function newsletterMessage(payload: Payload, source: Article, recipient: NewsletterRecipient, language: Language): Promise<NewsletterMessage> {
  const t = translatorFor(language, 'mail')
  // The caller read the article (published, with its access); this is its text in the language.
  const article =
    language === DEFAULT_LANGUAGE
      ? source
      : await payload.findByID({ collection: 'articles', id: source.id, depth: 1, locale: language, overrideAccess: true }).catch(() => source)
  const [company, content] = await Promise.all([
    companyInfo(payload)
      .catch(() => null)
      .then((c) => c?.name ?? ''),
    newsletterContent(payload),
  ])
  const image = article.image && typeof article.image === 'object' ? (article.image as Media) : null
  const links = subscriberLinks(recipient)
  const { NewsletterMail } = await import('../mail/templates/NewsletterMail') // loaded with the first e-mail (see render.ts)
  const { html, text } = await renderMail(
    <NewsletterMail
      language={language}
      company={company}
      article={{
        title: article.title,
        excerpt: article.excerpt ?? '',
        // The whole text as written, a paragraph a block, with its images (React escapes it; no HTML from the content reaches the e-mail).
        blocks: content === 'full' ? articleMailBlocks(article.content, absolute) : undefined,
        url: absolute(localizedPath(`/post/${article.slug}/${article.id}`, language)),
        // The original, not the WebP sizes: several mail clients show no WebP.
        cover: image?.url
          ? { src: absolute(image.url), alt: imageAltText(article.imageAlt, image), width: image.width ?? undefined, height: image.height ?? undefined }
          : null,
      }}
      labels={{ read: t('readArticle'), footer: t('newsletterFooter', { company }), unsubscribe: t('unsubscribe') }}
      unsubscribeUrl={links.unsubscribePage}
    />,
  )
  return {
    to: recipient.email,
    subject: article.title,
    html,
    text,
    // One-click only for a subscriber (RFC 8058); a preview or a test send points at the page alone.
    headers: recipient.uniqueKey
      ? { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : { 'List-Unsubscribe': `<${links.unsubscribePage}>` },
  }
}

// Stand-ins for a subscriber's id and key in a message rendered once for many subscribers.
const ID_SLOT = 'zzsubscriberidzz'
const KEY_SLOT = 'zzsubscriberkeyzz'

/**
 * The article's e-mail in one language, rendered once, then filled in for each subscriber (their
 * address, and their id and key in the links and headers): the render is most of a message's
 * cost, and a newsletter is the same message thousands of times.
 */
export async function newsletterComposer(payload: Payload, article: Article, language: Language) {
  const template = await newsletterMessage(payload, article, { id: ID_SLOT, email: '', uniqueKey: KEY_SLOT }, language)
  return (recipient: NewsletterRecipient & { uniqueKey: string }): NewsletterMessage => {
    const fill = (text: string) => text.replaceAll(KEY_SLOT, recipient.uniqueKey).replaceAll(ID_SLOT, String(recipient.id))
    return {
      to: recipient.email,
      subject: template.subject,
      html: fill(template.html),
      text: fill(template.text),
      headers: Object.fromEntries(Object.entries(template.headers).map(([name, value]) => [name, fill(value)])),
    }
  }
}
