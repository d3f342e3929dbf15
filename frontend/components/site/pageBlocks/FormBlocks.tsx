import type { PageContactFormBlock, PageFormBlock, PageNewsletterFormBlock } from '../../../../payload-types'
import { BuiltForm } from '../../forms/BuiltForm'
import { siteReads } from '../../../lib/siteReads'
import { ContactForm } from '../../forms/ContactForm'
import { NewsletterForm } from '../../forms/NewsletterForm'
import { Card } from '../../ui/layout'
import { siteData } from '../../../lib/site/data'
import { builtFormLabels, contactLabels, formMessages, newsletterLabels } from '../../../lib/site/labels'
import { BlockSection } from './styles'

/** The contact form of /contact, with or without JavaScript (it posts to the page it is on). */
export async function ContactFormBlock({ block }: { block: PageContactFormBlock }) {
  const { t, language, company } = await siteData()
  return (
    <BlockSection aria-labelledby="page-contact-title">
      <Card>
        <h2 id="page-contact-title">{block.heading || t('contact.formTitle')}</h2>
        {block.lead ? <p>{block.lead}</p> : null}
        <ContactForm labels={contactLabels(t)} messages={formMessages(t)} language={language} generic={t('errors.generic')} logoUrl={company.logoUrl} />
      </Card>
    </BlockSection>
  )
}

/** The newsletter sign-up of the homes, with or without JavaScript. */
export async function NewsletterFormBlock({ block, index }: { block: PageNewsletterFormBlock; index: number }) {
  const { t, language } = await siteData()
  const idPrefix = `page-newsletter-${index}`
  return (
    <BlockSection aria-labelledby={`${idPrefix}-title`}>
      <Card>
        <h2 id={`${idPrefix}-title`}>{block.heading || t('newsletter.title')}</h2>
        <p>{block.lead || t('newsletter.text')}</p>
        <NewsletterForm idPrefix={idPrefix} labels={newsletterLabels(t)} messages={formMessages(t)} language={language} generic={t('errors.generic')} />
      </Card>
    </BlockSection>
  )
}

/** The editor's documents a form holds (its texts between fields, its confirmation), as the site's renderer takes them. */
type LexicalBody = Parameters<ReturnType<typeof siteReads>['lexicalToHtml']>[0]

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: number | string }).id : (value as number | string | null | undefined))

/** A form staff built (issue #65), in the page's language, with or without JavaScript. */
export async function BuiltFormBlock({ block, index }: { block: PageFormBlock; index: number }) {
  const { t, language, payload } = await siteData()
  const id = idOf(block.form)
  const definition = id === undefined || id === null ? null : await siteReads().publicForm(payload, id, language)
  if (!definition) return null
  const formId = `built-form-${index}`
  const toHtml = (content: unknown) => (content && typeof content === 'object' ? siteReads().lexicalToHtml(content as LexicalBody) : '')
  const html = Object.fromEntries(definition.fields.flatMap((f) => (f.kind === 'message' ? [[f.name, toHtml(f.content)]] : [])))
  const confirmationHtml = definition.confirmation.type === 'message' ? toHtml(definition.confirmation.content) || null : null
  return (
    <BlockSection aria-labelledby={`${formId}-title`}>
      <Card>
        <h2 id={`${formId}-title`}>{block.heading || definition.title}</h2>
        {block.lead ? <p>{block.lead}</p> : null}
        <BuiltForm
          formId={formId}
          definition={definition}
          labels={builtFormLabels(t)}
          html={html}
          confirmationHtml={confirmationHtml}
          messages={formMessages(t)}
          language={language}
          generic={t('errors.generic')}
        />
      </Card>
    </BlockSection>
  )
}
