'use client'

import { useRef, useState, type ComponentType } from 'react'
import type { FormApi, FormValues, LiveFormProps } from './types'

type Props = Omit<LiveFormProps, 'initial' | 'focus' | 'submitNow'> & { defaults?: FormValues }
type Live = { Component: ComponentType<LiveFormProps>; focus: string | null }

/**
 * Renders a form as plain server-rendered markup and turns it live (react-hook-form + zod,
 * about 60 KB) on the first focus, tap or submit. The static form stays in place, taking
 * keystrokes, until the live one is loaded; the live form then starts from what was typed,
 * with the same markup and focus, so the switch is invisible and pages stay light.
 */
export function LazyForm({ defaults, ...props }: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  const loading = useRef(false)
  const wantsSubmit = useRef(false)
  const [live, setLive] = useState<Live | null>(null)

  const readValues = (): FormValues => {
    const data = formRef.current ? new FormData(formRef.current) : null
    return Object.fromEntries(props.fields.map((name) => [name, String(data?.get(name) ?? defaults?.[name] ?? '')]))
  }

  const activate = (submit: boolean) => {
    if (submit) wantsSubmit.current = true
    if (loading.current) return
    loading.current = true
    void import('./LiveForm').then((module) => {
      const active = document.activeElement as HTMLInputElement | null
      const focus = active && formRef.current?.contains(active) && active.name ? active.name : null
      setLive({ Component: module.default, focus })
    })
  }

  // A submit pressed until the live form is mounted is still honoured: it reads the flag then.
  if (live) return <live.Component {...props} focus={live.focus} submitNow={() => wantsSubmit.current} initial={readValues} />

  const staticApi: FormApi = {
    formProps: {
      ref: formRef,
      noValidate: true,
      onFocusCapture: () => activate(false),
      onPointerDownCapture: () => activate(false),
      onSubmit: (event) => {
        event.preventDefault()
        activate(true)
      },
    },
    field: (name) => ({ name, defaultValue: defaults?.[name] ?? '' }),
    errors: {},
    busy: wantsSubmit.current,
    message: null,
  }
  return <>{props.render(staticApi)}</>
}
