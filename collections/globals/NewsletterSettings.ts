import type { GlobalConfig } from 'payload'
import { byRoute } from '../../access/predicates'
import { NEWSLETTER_CONTENTS } from '../../domain/newsletter'
import { selectOptions } from '../fields/options'

/**
 * How the newsletter takes sign-ups. Off by default, so the spec's answers stay as they are;
 * on, a sign-up stays pending until the signed link in the confirmation e-mail is used
 * (double opt-in). And whether an e-mail carries the article's excerpt or its whole text.
 * Staff with the leads route change them in the back-office or /cms.
 */
export const NewsletterSettings: GlobalConfig = {
  slug: 'newsletter-settings',
  access: { read: byRoute('list-leads'), update: byRoute('list-leads') },
  fields: [
    { name: 'confirmByEmail', type: 'checkbox', defaultValue: false },
    { name: 'content', type: 'select', required: true, defaultValue: 'excerpt', options: selectOptions(NEWSLETTER_CONTENTS) },
  ],
}
