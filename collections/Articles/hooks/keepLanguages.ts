import type { FieldHook } from 'payload'
import { KEEP_LANGUAGES } from '../../../domain/articles'

type Kept = Partial<Record<string, Record<string, unknown>>>

/**
 * On a restore, Payload writes the version's every language as it was stored, so a language
 * translated after that version would be emptied. The restore passes the current values of those
 * languages (services/articles/history.ts); each localized field lays them over the version's
 * before Payload merges its languages, so the restore is one save that keeps them.
 */
export const keepLanguages: FieldHook = ({ context, field, siblingDocWithLocales }) => {
  const name = 'name' in field ? field.name : null
  const kept = name ? (context[KEEP_LANGUAGES] as Kept | undefined)?.[name] : undefined
  if (!name || !kept || !siblingDocWithLocales) return undefined
  const stored = siblingDocWithLocales[name]
  siblingDocWithLocales[name] = { ...(stored && typeof stored === 'object' ? stored : {}), ...kept }
  return undefined
}
