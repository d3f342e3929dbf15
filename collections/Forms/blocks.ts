import type { Block, Field } from 'payload'
import { fields as pluginBlocks } from '@payloadcms/plugin-form-builder'
import type { FieldsConfig } from '@payloadcms/plugin-form-builder/types'
import { BUILT_OPTIONS_MAX, BUILT_TEXT_MAX, FIELD_NAME_PATTERN, FILE_DEFAULT_MB, FILE_KIND_NAMES, FILE_MAX_MB } from '../../domain/builtForms'
import { panelText } from '../fields/panelText'
import { translatable } from './translatable'

/**
 * The field kinds of a built form (domain/builtForms.ts): the plugin's blocks where it has the
 * kind, each with help text and "show when" added, and four of our own (phone, several choices,
 * consent, file). Its state, country, payment and upload blocks are off: the plugin's upload
 * block stores a media id the browser picks, where a visitor's file must be checked by its
 * content and kept from everyone but staff (collections/FormFiles.ts).
 */
const help: Field = { name: 'help', type: 'textarea', localized: true, maxLength: 300, label: panelText('admin.forms.help') }

/** Folded by default in the editor: most fields have no condition. */
const showWhenGroup: Field = {
  name: 'showWhen',
  type: 'group',
  label: false,
  admin: { description: panelText('admin.forms.showWhenHint') },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'field', type: 'text', maxLength: 40, label: panelText('admin.forms.showWhenField'), admin: { width: '50%' } },
        { name: 'equals', type: 'text', maxLength: BUILT_TEXT_MAX, label: panelText('admin.forms.showWhenEquals'), admin: { width: '50%' } },
      ],
    },
  ],
}

const showWhen: Field = { type: 'collapsible', label: panelText('admin.forms.showWhen'), admin: { initCollapsed: true }, fields: [showWhenGroup] }

/** The name every block's `name` field checks (its uniqueness in the form is checked by the collection). */
const nameRule = (value: unknown) => (typeof value === 'string' && FIELD_NAME_PATTERN.test(value) ? true : panelText('admin.forms.nameInvalid').en)

/** Every field named `name` in the block's rows gets the rule. */
const withNameRule = (list: Field[]): Field[] =>
  list.map((field) => {
    if ('name' in field && field.name === 'name' && field.type === 'text') return { ...field, maxLength: 40, validate: nameRule }
    if (field.type === 'row') return { ...field, fields: withNameRule(field.fields) }
    return field
  })

const extended = (block: Block): Block => ({ ...block, fields: translatable([...withNameRule(block.fields), help, showWhen]) })

const plugin = pluginBlocks as Record<string, Block>
const name: Field = { name: 'name', type: 'text', required: true, maxLength: 40, validate: nameRule, label: panelText('admin.forms.name') }
const label: Field = { name: 'label', type: 'text', localized: true, maxLength: 300, label: panelText('admin.forms.label') }
const required: Field = { name: 'required', type: 'checkbox', label: panelText('admin.forms.required') }
const options: Field = {
  name: 'options',
  type: 'array',
  minRows: 1,
  maxRows: BUILT_OPTIONS_MAX,
  label: panelText('admin.forms.options'),
  fields: [
    { name: 'label', type: 'text', localized: true, maxLength: 200, label: panelText('admin.forms.label') },
    { name: 'value', type: 'text', required: true, maxLength: 100, label: panelText('admin.forms.value') },
  ],
}

const own = (slug: string, fields: Field[]): Block => ({
  slug,
  labels: { singular: panelText(`admin.forms.kinds.${slug}`), plural: panelText(`admin.forms.kinds.${slug}`) },
  fields: [...fields, help, showWhen],
})

const number: Block = {
  ...extended(plugin.number!),
  fields: [
    ...extended(plugin.number!).fields,
    {
      type: 'row',
      fields: [
        { name: 'min', type: 'number', label: panelText('admin.forms.min'), admin: { width: '50%' } },
        { name: 'max', type: 'number', label: panelText('admin.forms.max'), admin: { width: '50%' } },
      ],
    },
  ],
}

export const FORM_BLOCKS: FieldsConfig = {
  text: extended(plugin.text!),
  textarea: extended(plugin.textarea!),
  email: extended(plugin.email!),
  number,
  date: extended(plugin.date!),
  select: extended(plugin.select!),
  radio: extended(plugin.radio!),
  checkbox: extended(plugin.checkbox!),
  message: { ...plugin.message!, fields: translatable([...plugin.message!.fields, showWhen]) },
  phone: own('phone', [name, label, required]),
  checkboxes: own('checkboxes', [name, label, required, options]),
  consent: own('consent', [
    name,
    { name: 'text', type: 'textarea', localized: true, maxLength: 2000, label: panelText('admin.forms.consentText') },
    { ...required, defaultValue: true },
  ]),
  file: own('file', [
    name,
    label,
    required,
    {
      type: 'row',
      fields: [
        {
          name: 'accept',
          type: 'select',
          hasMany: true,
          required: true,
          defaultValue: ['pdf'],
          options: FILE_KIND_NAMES.map((value) => ({ value, label: panelText(`admin.forms.fileKinds.${value}`) })),
          label: panelText('admin.forms.accept'),
          admin: { width: '60%' },
        },
        {
          name: 'maxMb',
          type: 'number',
          min: 1,
          max: FILE_MAX_MB,
          defaultValue: FILE_DEFAULT_MB,
          label: panelText('admin.forms.maxMb'),
          admin: { width: '40%' },
        },
      ],
    },
  ]),
  state: false,
  country: false,
  payment: false,
  upload: false,
}
