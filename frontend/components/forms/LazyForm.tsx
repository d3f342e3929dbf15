'use client'

import { useRef, useState } from 'react'
import { LAZY_FORM_ATTRIBUTE } from '../../lib/site/earlyInput'
import type { Enhancer, FormState } from './enhance'
import type { FormApi, FormValues, FormProps } from './types'

type Props = FormProps & { defaults?: FormValues }

/**
 * Renders a form as plain server-rendered markup and enhances it (react-hook-form + the
 * contract's zod schema, about 60 KB) on the first focus, tap or submit. The markup is never
 * replaced: the enhancer attaches to these very inputs, so nothing typed or pressed is lost
 * while it loads, and pages ship none of it until a visitor starts on a form.
 */
export function LazyForm({ defaults, ...props }: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  const enhancer = useRef<Enhancer | null>(null)
  const loading = useRef(false)
  const wantsSubmit = useRef(false)
  const latest = useRef(props)
  latest.current = props
  const [state, setState] = useState<FormState>({ errors: {}, busy: false, message: null })
  const [enhanced, setEnhanced] = useState(false)

  const activate = () => {
    if (loading.current || !formRef.current) return
    loading.current = true
    void import('./enhance').then(({ enhance }) => {
      if (!formRef.current) return
      enhancer.current = enhance(formRef.current, { ...props, onState: setState, latest: () => latest.current })
      setEnhanced(true)
      if (wantsSubmit.current) enhancer.current.submit()
    })
  }

  const api: FormApi = {
    formProps: {
      ref: formRef,
      // Marks the moment the form is live (tests and styles can wait for it).
      ...({ 'data-enhanced': enhanced ? 'true' : 'false', [LAZY_FORM_ATTRIBUTE]: '' } as object),
      // Before hydration the early script holds a submission for React; without any script a
      // POST at least keeps what was typed out of the address bar and the server logs.
      method: 'post',
      noValidate: true,
      onFocusCapture: activate,
      onPointerDownCapture: activate,
      onSubmit: (event) => {
        event.preventDefault()
        if (enhancer.current) return enhancer.current.submit()
        wantsSubmit.current = true // honoured as soon as the enhancer is attached
        activate()
      },
    },
    field: (name) => ({ name, defaultValue: defaults?.[name] ?? '' }),
    errors: state.errors,
    busy: state.busy || (wantsSubmit.current && !enhancer.current),
    message: state.message,
  }
  return <>{props.render(api)}</>
}
