import { useTranslation } from 'react-i18next'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { ApiError } from '../../../lib/admin/api'

/** Form errors: catalogue keys from zod, translated; server messages arrive translated already. */
export function useTr() {
  const { t } = useTranslation()
  return (key?: string) => (key ? t(`api.${key}`, { defaultValue: key }) : undefined)
}

/** Runs a save: its message as a notification, or the refusal's field errors in place and its message above. */
export async function submitWith<F extends FieldValues>(
  run: () => Promise<{ message?: string }>,
  notify: (tone: 'success' | 'error', text: string) => void,
  setError: UseFormSetError<F>,
  fields: Path<F>[],
  setMessage: (m: string | null) => void,
) {
  setMessage(null)
  const known = (name: string): name is Path<F> => (fields as string[]).includes(name)
  try {
    notify('success', (await run()).message ?? '')
  } catch (error) {
    const e = error as ApiError
    for (const f of e.fields ?? []) if (known(f.field)) setError(f.field, { message: f.message })
    setMessage(e.message)
  }
}
