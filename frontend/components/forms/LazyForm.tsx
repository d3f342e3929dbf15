'use client'

import { lazy, Suspense, useRef, useState } from 'react'
import type { FormApi, FormValues, LiveFormProps } from './types'

const LiveForm = lazy(() => import('./LiveForm'))

type Props = Omit<LiveFormProps, 'initial' | 'focus' | 'submitNow'> & { defaults?: FormValues }

/**
 * Renders a form as plain server-rendered markup and turns it live (react-hook-form + zod,
 * about 60 KB) on the first focus, tap or submit. The markup is the same in both states and
 * what the visitor typed carries over, so the switch is invisible; pages stay light.
 */
export function LazyForm({ defaults, ...props }: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  const [live, setLive] = useState<{ focus: string | null; submitNow: boolean } | null>(null)
  const typed = useRef<FormValues>(defaults ?? {})

  const readValues = (): FormValues => {
    const form = formRef.current
    if (form?.isConnected) {
      const data = new FormData(form)
      typed.current = Object.fromEntries(props.fields.map((name) => [name, String(data.get(name) ?? '')]))
    }
    return typed.current
  }

  const activate = (submitNow: boolean) => {
    if (live) return
    const form = formRef.current
    const active = document.activeElement as HTMLInputElement | null
    const focus = active && form?.contains(active) && active.name ? active.name : null
    readValues()
    setLive({ focus, submitNow })
  }

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
    field: (name) => ({ name, defaultValue: typed.current[name] ?? '' }),
    errors: {},
    busy: Boolean(live?.submitNow),
    message: null,
  }

  if (!live) return <>{props.render(staticApi)}</>
  return (
    <Suspense fallback={props.render(staticApi)}>
      <LiveForm {...props} {...live} initial={readValues} />
    </Suspense>
  )
}
