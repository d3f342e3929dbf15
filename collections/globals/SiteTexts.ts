import type { Field, GlobalConfig } from 'payload'
import { anyone, byRoute } from '../../access/predicates'
import { SITE_TEXT_LIMITS } from '../../domain/siteTexts'
import { isSafeLink } from '../../domain/links'
import { panelText } from '../fields/panelText'
import { globalInvalidates } from '../hooks/invalidates'

const text = (name: string, key: string, kind: 'text' | 'textarea' = 'text'): Field =>
  kind === 'text'
    ? { name, type: 'text', localized: true, maxLength: SITE_TEXT_LIMITS.short, label: panelText(`admin.siteTexts.${key}`) }
    : { name, type: 'textarea', localized: true, maxLength: SITE_TEXT_LIMITS.long, label: panelText(`admin.siteTexts.${key}`) }
const address = (name: string): Field => ({
  name,
  type: 'text',
  maxLength: SITE_TEXT_LIMITS.short,
  label: panelText('admin.siteTexts.href'),
  validate: (value: unknown) => !value || isSafeLink(value) || panelText('admin.pages.linkInvalid').en,
})
/** A band of the home: a title, a text and a button leading somewhere. */
const band = (name: string): Field => ({
  name,
  type: 'group',
  label: panelText(`admin.siteTexts.${name}`),
  fields: [text('title', 'heading'), text('text', 'text', 'textarea'), text('button', 'button'), address('href')],
})

/**
 * The words of the public pages that say who the company is (issue #59, item 3): the homes' hero
 * and bands, the footer's blurb, the contact page's introduction. Staff change them in every
 * language here and in the back-office; the first start seeds neutral texts from the catalogues
 * (the demo's own for the demo). A text left empty hides what it would fill.
 */
export const SiteTexts: GlobalConfig = {
  slug: 'site-texts',
  label: panelText('admin.siteTexts.title'),
  access: { read: anyone, update: byRoute('layout-settings'), readVersions: byRoute('layout-settings') },
  hooks: globalInvalidates('company'),
  fields: [
    {
      name: 'hero',
      type: 'group',
      label: panelText('admin.siteTexts.hero'),
      fields: [text('kicker', 'kicker'), text('lead', 'lead', 'textarea'), text('button', 'button'), address('href')],
    },
    band('band'),
    {
      name: 'reasons',
      type: 'group',
      label: panelText('admin.siteTexts.reasons'),
      fields: [
        text('title', 'heading'),
        {
          name: 'items',
          type: 'array',
          localized: true,
          maxRows: SITE_TEXT_LIMITS.reasons,
          label: panelText('admin.siteTexts.items'),
          fields: [text('title', 'heading'), text('text', 'text', 'textarea')].map((field) => ({ ...field, localized: undefined }) as Field),
        },
      ],
    },
    band('closing'),
    text('footerAbout', 'footerAbout', 'textarea'),
    text('contactIntro', 'contactIntro', 'textarea'),
    { name: 'seededAt', type: 'date', admin: { hidden: true } },
  ],
}
