'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm, type FieldValues, type Resolver } from 'react-hook-form'
import { SCHEMAS } from './schemas'
import { postJson } from './submit'
import type { FormValues, LiveFormProps } from './types'

/**
 * The interactive half of every public form: react-hook-form with the contract's zod schema.
 * Loaded on the first interaction (see LazyForm), so pages ship none of this until needed.
 */
export default function LiveForm(props: LiveFormProps) {
  const [message, setMessage] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError, setFocus } = useForm<FieldValues>({
    // Validates what will be sent: the typed fields plus the ones from the URL (ids).
    resolver: ((values, context, options) => zodResolver(SCHEMAS[props.schema] as never)({ ...values, ...props.extra }, context, options as never)) as Resolver<FieldValues>,
    defaultValues: props.initial(),
    mode: 'onTouched',
  })
  const translate = (text: string | undefined) => (text ? (props.messages[text] ?? text) : undefined)

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null)
    const body = { ...stripEmpty(values as FormValues), ...props.extra }
    const result = await postJson(props.endpoint, body, props.language, props.generic, props.method)
    if (result.error) {
      for (const f of result.fields) if (props.fields.includes(f.field)) setError(f.field, { type: 'server', message: f.message })
      setMessage(props.codeMessages?.[result.code] ?? result.message)
      return
    }
    props.onSuccess(result.data, result.status, values as FormValues, result.raw)
  })

  useEffect(() => {
    if (props.submitNow()) void onSubmit()
    else if (props.focus) setFocus(props.focus)
    // Once, when the form turns live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const errors = Object.fromEntries(Object.entries(formState.errors).map(([name, e]) => [name, translate(e?.message as string | undefined)]))
  return props.render({
    formProps: { onSubmit, noValidate: true },
    field: (name) => register(name),
    errors,
    busy: formState.isSubmitting,
    message,
  })
}

/** Optional fields left empty are not sent (the contract treats absent and empty alike, but honestly absent is clearer). */
const stripEmpty = (values: FormValues) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined))
