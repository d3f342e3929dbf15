import { z } from 'zod'
import { CONTENT_LOCALES } from '../domain/contentLocales'
import { MENU_ITEM_KINDS, MENU_LIMITS } from '../domain/navigation'
import { isSafeLink } from '../domain/links'
import { idSchema, k } from './common'

/** A label in each content language: pt-BR required, the others fall back to it. */
const otherLabel = z.string(k('invalidValue')).trim().max(MENU_LIMITS.label, k('tooLong')).nullable().optional()
const labels = z
  .object({
    'pt-BR': z.string(k('nameRequired')).trim().min(1, k('nameRequired')).max(MENU_LIMITS.label, k('tooLong')),
    en: otherLabel,
    es: otherLabel,
    fr: otherLabel,
    ht: otherLabel,
  } satisfies Record<(typeof CONTENT_LOCALES)[number], z.ZodType>)
  .strict()

const itemBase = {
  labels,
  kind: z.enum(MENU_ITEM_KINDS, k('invalidValue')),
  /** The page, article or category (its id); null for an address. */
  target: idSchema.nullable().optional(),
  /** An address's link (a path on the site or an http(s) URL); null for the other kinds. */
  url: z
    .string(k('invalidValue'))
    .trim()
    .max(MENU_LIMITS.url, k('tooLong'))
    .refine(isSafeLink, k('linkRefused'))
    .meta({ examples: ['/contato'] })
    .nullable()
    .optional(),
}
/** Each kind names what it needs: an address its url, the others their target. */
const complete = (item: { kind: string; target?: string | null; url?: string | null }) => (item.kind === 'address' ? Boolean(item.url) : Boolean(item.target))
const incomplete = { ...k('referenceNotFound'), path: ['target'] }

export const menuChild = z.object(itemBase).strict().refine(complete, incomplete)
export const menuItem = z
  .object({ ...itemBase, children: z.array(menuChild).max(MENU_LIMITS.children, k('tooLong')).optional() })
  .strict()
  .refine(complete, incomplete)

export const menusBody = z
  .object({
    header: z.array(menuItem).max(MENU_LIMITS.header, k('tooLong')),
    footer: z.array(menuChild).max(MENU_LIMITS.footer, k('tooLong')),
  })
  .strict()

export type MenusInput = z.infer<typeof menusBody>

/** The menus as the editor holds them, with what each item points to now (null when it is gone). */
const answerItem = z.object({
  labels: z.record(z.string(), z.string().nullable().optional()),
  kind: z.enum(MENU_ITEM_KINDS),
  target: z.string().nullable(),
  url: z.string().nullable(),
})
export const menusAnswer = z
  .object({
    header: z.array(answerItem.extend({ children: z.array(answerItem) })),
    footer: z.array(answerItem),
  })
  .strict()
