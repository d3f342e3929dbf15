import type { CollectionConfig, Config } from 'payload'
import { formBuilderPlugin, formBuilderTranslations } from '@payloadcms/plugin-form-builder'
import { byRoute } from '../../access/predicates'
import { uniqueKeyField } from '../fields/uniqueKey'
import { panelText } from '../fields/panelText'
import { invalidates } from '../hooks/invalidates'
import { FORM_BLOCKS } from './blocks'
import { checkFieldNames } from './checkFieldNames'
import { translatable } from './translatable'
import { keepSubmissions } from './keepSubmissions'

/**
 * Forms staff build (issue #65), from Payload's form-builder plugin: its `forms` collection (the
 * field blocks, the confirmation message or redirect, the e-mails with `{{field}}` values) and its
 * `form-submissions`. The plugin is applied to an empty config and its two collections taken
 * from it, so they pass through the same wrappers as every other collection (plain text, fresh
 * row ids, the activity log) and sit where the schema's order needs them.
 *
 * What it adds: the phone, several-choice and consent kinds; help text and "show when" on every
 * field; one rule for names; who may do what (the plugin lets anyone create a submission through
 * `/cms-api`, here nobody does: the site's route is the only door).
 */
const plugin = formBuilderPlugin({
  fields: FORM_BLOCKS,
  // The e-mails go through payload.sendEmail, which is the site's queued mail (config/email.ts).
  formOverrides: {
    labels: { singular: panelText('admin.forms.singular'), plural: panelText('admin.forms.plural') },
    admin: { group: panelText('admin.forms.group') },
    // Read also by those who read the submissions (the back-office lists a form's fields by their labels).
    access: { read: byRoute('pages', 'message-received'), create: byRoute('pages'), update: byRoute('pages'), delete: byRoute('pages') },
    hooks: { beforeValidate: [checkFieldNames], beforeDelete: [keepSubmissions], ...invalidates('forms') },
    // A translation may leave a text empty: it falls back to pt-BR (Payload asks a required localized field in every language).
    fields: ({ defaultFields }) =>
      translatable([
        ...defaultFields.map((field) => (field.type === 'text' && field.name === 'title' ? { ...field, localized: true, maxLength: 160 } : field)),
        // LGPD: what a form collects is kept no longer than needed (services/jobs/pruneFormSubmissions.ts).
        {
          name: 'retentionMonths',
          type: 'number',
          min: 1,
          max: 120,
          label: panelText('admin.forms.retentionMonths'),
          admin: { position: 'sidebar', description: panelText('admin.forms.retentionHint') },
        },
      ]),
  },
  formSubmissionOverrides: {
    labels: { singular: panelText('admin.forms.submission'), plural: panelText('admin.forms.submissions') },
    admin: { group: panelText('admin.forms.group'), defaultColumns: ['form', 'language', 'createdAt'] },
    // Staff with the messages screen read and delete; nobody creates or edits through the panels or /cms-api.
    access: { read: byRoute('message-received'), create: () => false, update: () => false, delete: byRoute('message-received') },
    fields: ({ defaultFields }) => [
      ...defaultFields.map((field) => (field.type === 'relationship' && field.name === 'form' ? { ...field, index: true } : field)),
      // The values as they were checked: numbers as numbers, several choices as a list.
      { name: 'values', type: 'json', admin: { readOnly: true } },
      // LGPD: each consent with the very text the visitor saw, in their language.
      {
        name: 'consents',
        type: 'array',
        admin: { readOnly: true },
        fields: [
          { name: 'field', type: 'text', required: true },
          { name: 'text', type: 'textarea', required: true },
        ],
      },
      { name: 'language', type: 'text', maxLength: 10, admin: { readOnly: true } },
      { name: 'page', type: 'text', maxLength: 300, admin: { readOnly: true } },
      // The same post sent twice (a double press, a resend after a lost answer) is stored once.
      { name: 'fingerprint', type: 'text', unique: true, admin: { hidden: true } },
      // What staff's search compares: every value's text, lower case without accents (services/forms).
      { name: 'searchText', type: 'text', admin: { hidden: true } },
      uniqueKeyField(),
    ],
  },
})

const built = plugin({ collections: [] } as unknown as Config)
const take = (slug: string): CollectionConfig => {
  const found = built.collections?.find((c) => c.slug === slug)
  if (!found) throw new Error(`form builder: no ${slug} collection`)
  return found
}

export const Forms: CollectionConfig = take('forms')
export const FormSubmissions: CollectionConfig = {
  ...take('form-submissions'),
  indexes: [{ fields: ['form', 'createdAt'] }],
}

/** The plugin's panel texts (its field labels), for the panel's languages. */
export const formBuilderPanelTexts = Object.fromEntries(
  (['pt', 'en', 'es', 'fr'] as const).map((language) => [language, (formBuilderTranslations[language] ?? formBuilderTranslations.en)!.translations]),
)
