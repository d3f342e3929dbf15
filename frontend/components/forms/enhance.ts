import { zodResolver } from '@hookform/resolvers/zod'
import { createFormControl, type FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { getToken } from '../../lib/admin/session'
import { ROUTES } from '../../../contract/routes'
import { methodOf, pathOf } from '../../lib/api/routes'
import { postJson } from './submit'
import type { FormValues, FormProps } from './types'
import { FILE_TOKEN_PATTERN, valueFields } from '../../../domain/builtForms'
import { builtFormSchema, chosenFileCheck, type Check, type FileField } from '../../../contract/builtFormSchema'
import { API_BASE } from '../../lib/api/base'

export type FormState = { errors: Record<string, string | undefined>; busy: boolean; message: string | null }
export type Enhancer = { submit: () => void }

type Options = Omit<FormProps, 'render'> & {
  onState: (state: FormState) => void
  latest: () => { extra?: Record<string, unknown>; onSuccess: FormProps['onSuccess'] }
}

const readValues = (form: HTMLFormElement, fields: string[]): FormValues => {
  const data = new FormData(form)
  return Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '')]))
}

/**
 * A built form's values as a plain post sends them, from the form itself: a text per field,
 * the ticked boxes of a group as a list, an unticked box not at all.
 */
const postedValues = (form: HTMLFormElement, definition: NonNullable<FormProps['definition']>) => {
  const data = new FormData(form)
  const values: Record<string, string | string[] | File> = {}
  for (const field of valueFields(definition)) {
    if (field.kind === 'file') {
      // A file chosen now, else the token of one a refused post already delivered.
      const chosen = data.getAll(field.name).find((v): v is File => v instanceof File && v.size > 0)
      const kept = data.getAll(field.name).find((v): v is string => typeof v === 'string' && FILE_TOKEN_PATTERN.test(v))
      if (chosen ?? kept) values[field.name] = (chosen ?? kept)!
      continue
    }
    const all = data.getAll(field.name).map(String)
    if (field.kind === 'checkboxes') {
      if (all.length) values[field.name] = all
    } else if (all[0]) values[field.name] = all[0]
  }
  return values
}

/** In the browser a file field holds a chosen file (checked by size and name) or a kept token. */
const browserFileCheck = (field: FileField, raw: unknown): Check =>
  typeof raw === 'string' && FILE_TOKEN_PATTERN.test(raw) ? { ok: true, value: raw } : chosenFileCheck(field, raw)

/** Optional fields left empty are not sent: absent reads clearer than blank. */
const stripEmpty = (values: FormValues) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined))

/**
 * The interactive half of every public form: react-hook-form (its framework-free form control)
 * with the contract's zod schema, attached to the inputs the server already rendered. Nothing
 * is re-created: what the visitor typed, the focus and a press in progress all stay where they are.
 */
export function enhance(form: HTMLFormElement, options: Options): Enhancer {
  const translate = (text?: string) => (text ? (options.messages[text] ?? text) : undefined)
  // Every form's schema checks a record of named fields; the form control holds them untyped.
  const definition = options.definition
  const schema = (definition ? builtFormSchema(definition, browserFileCheck) : ROUTES[options.route].body) as z.ZodType<FieldValues, FieldValues>
  // A file is sent once per choice: a second press after a refusal names the same upload.
  const uploaded = new WeakMap<File, string>()
  const resolve = zodResolver(schema)
  const control = createFormControl<FieldValues>({
    // Validates what will be sent: the typed fields plus the ones from the URL (ids); a built
    // form's values as the post sends them, read from the form (its groups of boxes and radios).
    resolver: (values, context, opts) =>
      definition ? resolve(postedValues(form, definition), context, opts) : resolve({ ...values, ...options.latest().extra }, context, opts),
    defaultValues: readValues(form, options.fields),
    // Errors first appear on submit, then follow typing. Validating on blur made an error line
    // appear above the button between press and release, so the press missed it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  let message: string | null = null
  let busy = false
  const publish = () => {
    const errors = Object.fromEntries(
      Object.entries(control.control._formState.errors).map(([name, e]) => [name, translate((e as { message?: string } | undefined)?.message)]),
    )
    options.onState({ errors, busy, message })
  }
  for (const name of options.fields) {
    const named = form.elements.namedItem(name)
    // A group of radios or boxes is one field of several inputs.
    const elements = named instanceof RadioNodeList ? [...named].filter((e) => e instanceof HTMLElement) : named instanceof HTMLElement ? [named] : []
    if (!elements.length) continue
    const field = control.register(name)
    for (const element of elements) {
      field.ref(element)
      element.addEventListener('input', (event) => void field.onChange(event))
      element.addEventListener('change', (event) => void field.onChange(event))
      element.addEventListener('blur', (event) => void field.onBlur(event).then(publish))
    }
  }
  control.subscribe({ formState: { errors: true }, callback: publish })

  const submit = control.handleSubmit(
    async (values) => {
      message = null
      busy = true
      publish()
      const extra = options.latest().extra ?? {}
      const posted = definition ? await withUploads(postedValues(form, definition)) : null
      if (posted === false) {
        busy = false
        publish()
        return
      }
      const body = posted
        ? { values: posted, ...Object.fromEntries(Object.entries(extra).filter(([name]) => !name.startsWith('_'))) }
        : { ...stripEmpty(values as FormValues), ...extra }
      const result = await postJson(
        pathOf(options.route, options.params),
        body,
        options.language,
        options.generic,
        methodOf(options.route),
        options.signedIn ? getToken() : null,
      )
      busy = false
      if (result.error) {
        for (const f of result.fields) {
          // A built form's field errors are named `values.<field>`.
          const name = definition && f.field.startsWith('values.') ? f.field.slice('values.'.length) : f.field
          if (options.fields.includes(name)) control.setError(name, { type: 'server', message: f.message })
        }
        message = options.codeMessages?.[result.code] ?? result.message
        publish()
        return
      }
      publish()
      options.latest().onSuccess(result.data, result.status, values as FormValues, result.raw)
    },
    () => publish(),
  )
  /** The chosen files sent ahead, each replaced by its token; false when one was refused (its error shown). */
  async function withUploads(values: Record<string, string | string[] | File>): Promise<Record<string, string | string[]> | false> {
    const out: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries(values)) {
      if (!(value instanceof File)) {
        out[name] = value
        continue
      }
      const known = uploaded.get(value)
      const answer = known ? { token: known } : await upload(name, value)
      if ('error' in answer) {
        control.setError(name, { type: 'server', message: answer.error })
        return false
      }
      uploaded.set(value, answer.token)
      out[name] = answer.token
    }
    return out
  }

  async function upload(field: string, file: File): Promise<{ token: string } | { error: string }> {
    const query = new URLSearchParams({ field, name: file.name })
    try {
      const response = await fetch(`${API_BASE}${pathOf('formFileUpload', options.params)}?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'accept-language': options.language },
        body: file,
      })
      const json = (await response.json().catch(() => null)) as { data?: { token?: string }; message?: string; errors?: { message?: string }[] } | null
      if (response.ok && json?.data?.token) return { token: json.data.token }
      return { error: json?.errors?.[0]?.message ?? json?.message ?? options.generic }
    } catch {
      return { error: options.generic }
    }
  }

  // While sending, the submit button stays focusable (aria-disabled) and a second press does nothing.
  return { submit: () => void (busy ? undefined : submit()) }
}
