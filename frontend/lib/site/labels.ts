import type { TFunction } from 'i18next'
import type { ContactLabels } from '../../components/forms/ContactForm'
import type { BuiltFormLabels } from '../../components/forms/BuiltForm'
import type { NewsletterLabels } from '../../components/forms/NewsletterForm'
import type { UnsubscribeLabels } from '../../components/forms/UnsubscribeForm'
import type { CookieBannerLabels } from '../../components/site/CookieBanner'
import type { PaginationLabels } from '../../components/ui/Pagination'

/** Strings handed to client components, all from the catalogues (no i18next in the browser). */
export const formMessages = (t: TFunction) => t('api', { returnObjects: true }) as Record<string, string>

export const newsletterLabels = (t: TFunction): NewsletterLabels => ({
  email: t('newsletter.email'),
  name: t('newsletter.name'),
  submit: t('newsletter.submit'),
  sending: t('newsletter.sending'),
  created: t('newsletter.created'),
  reactivated: t('newsletter.reactivated'),
  pending: t('newsletter.pending'),
  consent: t('newsletter.consent'),
  website: t('contact.fields.website'),
})

export const contactLabels = (t: TFunction): ContactLabels => ({
  fields: t('contact.fields', { returnObjects: true }) as ContactLabels['fields'],
  submit: t('contact.submit'),
  sending: t('contact.sending'),
  sentTitle: t('contact.sentTitle'),
  sent: t('contact.sent', { name: '{{name}}', date: '{{date}}', interpolation: { skipOnVariables: true } }),
  sendAnother: t('contact.sendAnother'),
  loading: t('site.loading'),
})

export const unsubscribeLabels = (t: TFunction): UnsubscribeLabels => ({
  reason: t('newsletter.unsubscribe.reason'),
  reasons: t('newsletter.unsubscribe.reasons', { returnObjects: true }) as string[],
  none: t('newsletter.unsubscribe.none'),
  submit: t('newsletter.unsubscribe.submit'),
  done: t('newsletter.unsubscribe.done'),
  sending: t('newsletter.unsubscribe.sending'),
  invalid: t('newsletter.unsubscribe.invalid'),
})

export const paginationLabels = (t: TFunction): PaginationLabels => ({
  label: t('site.pagination.label'),
  previous: t('site.pagination.previous'),
  next: t('site.pagination.next'),
  page: t('site.pagination.page', { page: '{{page}}', interpolation: { skipOnVariables: true } }),
})

export const cookieLabels = (t: TFunction): CookieBannerLabels => t('site.cookieBanner', { returnObjects: true }) as CookieBannerLabels

export const builtFormLabels = (t: TFunction): BuiltFormLabels => ({
  optional: t('site.builtForm.optional'),
  submit: t('site.builtForm.submit'),
  sending: t('site.builtForm.sending'),
  sent: t('site.builtForm.sent'),
  sendAnother: t('site.builtForm.sendAnother'),
  shownWhen: t('site.builtForm.shownWhen'),
  loading: t('site.builtForm.loading'),
  fileHint: t('site.builtForm.fileHint'),
  fileKept: t('site.builtForm.fileKept'),
  website: t('contact.fields.website'),
})
