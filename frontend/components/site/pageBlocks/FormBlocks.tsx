import type { PageContactFormBlock, PageNewsletterFormBlock } from '../../../../payload-types'
import { ContactForm } from '../../forms/ContactForm'
import { NewsletterForm } from '../../forms/NewsletterForm'
import { Card } from '../../ui/layout'
import { siteData } from '../../../lib/site/data'
import { contactLabels, formMessages, newsletterLabels } from '../../../lib/site/labels'
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
