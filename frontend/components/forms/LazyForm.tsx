'use client'

import { useRef, useState } from 'react'
import { FORM_HELD_ATTRIBUTE, HELD_NOTE_ATTRIBUTE, LAZY_FORM_ATTRIBUTE } from '../../lib/site/earlyInput'
import { VisuallyHidden } from '../ui/layout'
import { FORM_ID_FIELD, FORM_ROUTE_FIELD, isSiteFormRoute, siteFormRoute } from '../../../domain/siteForms'
import type { Enhancer, FormState } from './enhance'
import { useSiteForm } from './SiteFormState'
import type { FormApi, FormValues, FormProps } from './types'

type Props = FormProps & { defaults?: FormValues }

/**
 * Renders a form as plain server-rendered markup and enhances it (react-hook-form + the
 * contract's zod schema, about 60 KB) on the first focus, tap or submit. The markup is never
 * replaced: the enhancer attaches to these very inputs, so nothing typed or pressed is lost
 * while it loads, and pages ship none of it until a visitor starts on a form.
 *
 * A public form (one with a `formId` and a site route) also works with no script at all: it
 * posts its fields and two hidden ones to the page, and the server answers with the page
 * showing the outcome, or this form again with each error beside its field and what was typed
 * (gateway/site/formPosts.ts). Should the enhancer never arrive (a blocked or failed script), a
 * submission is sent that way too.
 */
export function LazyForm({ defaults, ...props }: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  const enhancer = useRef<Enhancer | null>(null)
  const loading = useRef(false)
  const wantsSubmit = useRef(false)
  const latest = useRef(props)
  latest.current = props
  const known = useSiteForm(props.formId)
  const refused = known?.outcome === 'refused' ? known : null
  const [state, setState] = useState<FormState>({
    errors: refused?.errors ?? {},
    busy: false,
    message: refused ? (props.codeMessages?.[refused.code] ?? refused.message) : null,
  })
  const [enhanced, setEnhanced] = useState(false)
  const values = refused ? { ...defaults, ...refused.values } : defaults
  const native = isSiteFormRoute(props.route) && props.formId !== undefined
  const pageField = isSiteFormRoute(props.route) ? siteFormRoute(props.route).pageField : undefined

  /** The form goes to the server as a plain post: the page answers with the outcome. */
  const sendNatively = () => {
    const form = formRef.current
    if (!form || !native) return
    form.setAttribute(FORM_HELD_ATTRIBUTE, '')
    HTMLFormElement.prototype.submit.call(form)
  }

  const activate = () => {
    if (loading.current || !formRef.current) return
    loading.current = true
    import('./enhance').then(
      ({ enhance }) => {
        if (!formRef.current) return
        enhancer.current = enhance(formRef.current, { ...props, onState: setState, latest: () => latest.current })
        setEnhanced(true)
        if (wantsSubmit.current) enhancer.current.submit()
      },
      () => {
        // The enhancer's script did not arrive: a submission waiting for it is sent without it, once.
        loading.current = false
        if (!wantsSubmit.current) return
        wantsSubmit.current = false
        sendNatively()
      },
    )
  }

  const api: FormApi = {
    formProps: {
      ref: formRef,
      // Marks the moment the form is live (tests and styles can wait for it).
      ...({ 'data-enhanced': enhanced ? 'true' : 'false', [LAZY_FORM_ATTRIBUTE]: '' } as object),
      // Before hydration the early script holds a submission for React (and sends it as a plain
      // post if React is slow to come); without any script the post goes to the server as it is.
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
    field: (name) => ({ name, defaultValue: values?.[name] ?? '' }),
    hidden: native ? (
      <>
        {/* Said by screen readers when the early script holds a submission (before React, which then says it on its button). */}
        <VisuallyHidden role="status">{props.sending ? <span {...{ [HELD_NOTE_ATTRIBUTE]: '' }}>{props.sending}</span> : null}</VisuallyHidden>
        <input type="hidden" name={FORM_ROUTE_FIELD} value={props.route} />
        <input type="hidden" name={FORM_ID_FIELD} value={props.formId} />
        {Object.entries(props.extra ?? {}).map(([name, value]) =>
          // The page's own address is filled in by the server (it is known only in the browser before).
          typeof value === 'string' && name !== pageField ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
      </>
    ) : null,
    errors: state.errors,
    busy: state.busy || (wantsSubmit.current && !enhancer.current),
    message: state.message,
  }
  return <>{props.render(api)}</>
}
