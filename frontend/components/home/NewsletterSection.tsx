import type { TFunction } from 'i18next'
import { NewsletterForm } from '../forms/NewsletterForm'
import { formMessages, newsletterLabels } from '../../lib/site/labels'
import { NewsletterBox } from './parts'

/** The newsletter block of the homes and the blog (id "newsletter": a scroll target). */
export function NewsletterSection({ t, language, tone, idPrefix }: { t: TFunction; language: string; tone?: 'light' | 'brand'; idPrefix: string }) {
  return (
    <NewsletterBox id="newsletter" aria-labelledby={`${idPrefix}-title`} $tone={tone}>
      <h2 id={`${idPrefix}-title`}>{t('newsletter.title')}</h2>
      <p>{t('newsletter.text')}</p>
      <NewsletterForm idPrefix={idPrefix} labels={newsletterLabels(t)} messages={formMessages(t)} language={language} generic={t('errors.generic')} />
    </NewsletterBox>
  )
}
