import type { TFunction } from 'i18next'
import type { SummaryEntry } from '../../ui/ErrorSummary'

/** The editor's fields in the order the form shows them: the error summary lists its entries so. */
const ORDER = ['title', 'content', 'publishedAt', 'image', 'imageAlt', 'excerpt', 'categories'] as const

/**
 * The error summary's entries for the editor's refused save: each field's message, with the id of
 * the control it leads to (`fieldId(name)`; the categories' first box). A message for no field
 * of the form (the form as a whole) is listed without a link.
 */
export function composeErrorEntries(errors: Record<string, string>, fieldId: (name: string) => string): SummaryEntry[] {
  const rank = (field: string) => {
    const at = (ORDER as readonly string[]).indexOf(field)
    return at < 0 ? ORDER.length : at
  }
  return Object.entries(errors)
    .filter(([, message]) => Boolean(message))
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, message]) => ((ORDER as readonly string[]).includes(field) ? { message, target: fieldId(field) } : { message }))
}

/** The contract's refusal of the form (its zod issues), each on its field, in the editor's language. */
export function refusedFields(t: TFunction, issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  return Object.fromEntries(issues.map((i) => [String(i.path[0] ?? 'form'), i.message ? t(`api.${i.message}`, { defaultValue: i.message }) : '']))
}
