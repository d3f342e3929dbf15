import type { Block, Field } from 'payload'
import { isSafeLink } from '../../domain/links'
import { unpopulatedBody } from '../../lib/text/unpopulated'
import { LATEST_ARTICLES_MAX, PAGE_BUTTON_ACTIONS } from '../../domain/pages'
import { panelText } from '../fields/panelText'

/**
 * The blocks a page is built from (issue #43, item 2). Their structure is one for every
 * language; each text in them is written per language and falls back to pt-BR, as articles do.
 */
const text = (name: string, maxLength: number, required = false): Field => ({
  name,
  type: 'text',
  localized: true,
  required,
  maxLength,
  label: panelText(`admin.pages.fields.${name}`),
})
const longText = (name: string, maxLength: number): Field => ({
  name,
  type: 'textarea',
  localized: true,
  maxLength,
  label: panelText(`admin.pages.fields.${name}`),
})

/** A link a visitor follows: a same-site path (`/contact`) or a full https address. */
const link = (name: string): Field => ({
  name,
  type: 'text',
  maxLength: 600,
  label: panelText(`admin.pages.fields.${name}`),
  validate: (value: unknown) => (value === undefined || value === null || value === '' || isSafeLink(value) ? true : panelText('admin.pages.linkInvalid').en),
})

const buttons: Field = {
  name: 'buttons',
  type: 'array',
  maxRows: 2,
  label: panelText('admin.pages.fields.buttons'),
  fields: [
    text('label', 60, true),
    link('url'),
    { name: 'style', type: 'select', defaultValue: 'primary', options: ['primary', 'secondary'] },
    {
      // A demo request opens the product's terms first (the spec's dialog), whatever the link says.
      name: 'action',
      type: 'select',
      defaultValue: 'link',
      label: panelText('admin.pages.fields.action'),
      options: PAGE_BUTTON_ACTIONS.map((value) => ({ value, label: panelText(`admin.pages.actions.${value}`) })),
    },
  ],
}

const block = (slug: string, fields: Field[]): Block => ({
  slug,
  interfaceName: `Page${slug[0]!.toUpperCase()}${slug.slice(1)}Block`,
  labels: { singular: panelText(`admin.pages.blocks.${slug}`), plural: panelText(`admin.pages.blocks.${slug}`) },
  fields,
})

export const PAGE_BLOCK_CONFIGS: Block[] = [
  block('hero', [
    text('kicker', 80),
    text('heading', 160, true),
    longText('lead', 600),
    buttons,
    { name: 'image', type: 'upload', relationTo: 'media' },
    text('imageAlt', 300),
  ]),
  block('richText', [
    {
      name: 'content',
      type: 'richText',
      localized: true,
      label: panelText('admin.pages.fields.content'),
      hooks: { beforeValidate: [({ value }) => unpopulatedBody(value)] },
    },
  ]),
  block('image', [{ name: 'image', type: 'upload', relationTo: 'media', required: true }, text('imageAlt', 300), text('caption', 300)]),
  block('callToAction', [text('heading', 160, true), longText('text', 600), text('buttonLabel', 60, true), link('buttonUrl')]),
  block('features', [
    text('heading', 160),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      label: panelText('admin.pages.fields.items'),
      fields: [text('title', 120, true), longText('text', 600)],
    },
  ]),
  block('faqList', [text('heading', 160), { name: 'product', type: 'text', required: true, defaultValue: 'general', maxLength: 60 }]),
  block('latestArticles', [
    text('heading', 160),
    { name: 'category', type: 'relationship', relationTo: 'categories' },
    { name: 'tag', type: 'relationship', relationTo: 'tags' },
    // No stored default (PostgreSQL's numeric default never compares equal to the schema's): empty shows 3.
    { name: 'count', type: 'number', min: 1, max: LATEST_ARTICLES_MAX },
  ]),
  block('contactForm', [text('heading', 160), longText('lead', 600)]),
  block('newsletterForm', [text('heading', 160), longText('lead', 600)]),
  // A form staff built (issue #65), with a heading and an opening of its own on this page.
  block('form', [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, label: panelText('admin.pages.fields.form') },
    text('heading', 160),
    longText('lead', 600),
  ]),
  // The product's demo request (issue #43, item 3): its steps, then the button behind the terms dialog.
  block('demoRequest', [
    text('heading', 160, true),
    longText('text', 600),
    { name: 'steps', type: 'array', maxRows: 8, label: panelText('admin.pages.fields.steps'), fields: [text('step', 300, true)] },
    text('buttonLabel', 60, true),
    text('subject', 120),
  ]),
]
