'use client'

import { useEffect, useState } from 'react'
import { resendCodeBody } from '../../../contract/auth'
import { LazyForm } from '../forms/LazyForm'
import { pathOf } from '../../lib/api/routes'
import { postJson } from '../forms/submit'
import { Button } from '../ui/Button'
import { Field } from '../ui/Field'
import { Notice } from '../ui/Notice'
import { getToken } from '../../lib/admin/session'
import { SubmitArea } from '../forms/SubmitArea'

export type VerifyLabels = {
  email: string
  code: string
  codeHint: string
  submit: string
  sending: string
  resend: string
  resendIn: string
  resent: string
  done: string
  toPanel: string
  toLogin: string
  back: string
}

/** Between two codes: the gateway rate-limits too, this keeps an impatient click from hitting it. */
const RESEND_SECONDS = 30

type Props = { email: string; labels: VerifyLabels; messages: Record<string, string>; language: string; generic: string }

/**
 * Account verification (spec section 1): the 6-digit code from the e-mail, with a resend button
 * that sends a fresh code to the address in the form (the old one stops working).
 */
export function VerifyForm(props: Props) {
  const { labels } = props
  const [done, setDone] = useState(false)
  const [signedIn, setSignedIn] = useState(false)
  const [wait, setWait] = useState(0)
  const [resend, setResend] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  useEffect(() => setSignedIn(Boolean(getToken())), [])
  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  const sendCode = async (form: HTMLFormElement | null) => {
    const email = String(new FormData(form ?? undefined).get('email') ?? '').trim()
    const parsed = resendCodeBody.safeParse({ email })
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? ''
      return setResend({ tone: 'error', text: props.messages[key] ?? props.generic })
    }
    setWait(RESEND_SECONDS)
    const result = await postJson(pathOf('sendVerificationCode'), parsed.data, props.language, props.generic)
    setResend(result.error ? { tone: 'error', text: result.message } : { tone: 'success', text: labels.resent })
    if (result.error) setWait(0)
  }

  if (done) {
    return (
      <>
        <Notice tone="success">
          <p>{labels.done}</p>
        </Notice>
        <div className="links">{signedIn ? <a href="/admin">{labels.toPanel}</a> : <a href="/login">{labels.toLogin}</a>}</div>
      </>
    )
  }
  return (
    <LazyForm
      route="verifyAccount"
      fields={['email', 'code']}
      defaults={{ email: props.email }}
      language={props.language}
      messages={props.messages}
      generic={props.generic}
      onSuccess={() => setDone(true)}
      render={({ formProps, field, errors, busy, message }) => (
        <form {...formProps} aria-busy={busy} data-testid="verify-form">
          <Field label={labels.email} type="email" autoComplete="email" required error={errors.email} {...field('email')} />
          <Field
            label={labels.code}
            hint={labels.codeHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            error={errors.code}
            {...field('code')}
          />
          <SubmitArea message={message} busy={busy} submit={labels.submit} sending={labels.sending} />
          <div className="links">
            <Button type="button" $variant="ghost" disabled={wait > 0} onClick={(event) => void sendCode(event.currentTarget.form)}>
              {wait > 0 ? labels.resendIn.replace('{{seconds}}', String(wait)) : labels.resend}
            </Button>
            <a href="/login">{labels.back}</a>
          </div>
          <div role="status" aria-live="polite">
            {resend ? (
              <Notice tone={resend.tone}>
                <p>{resend.text}</p>
              </Notice>
            ) : null}
          </div>
        </form>
      )}
    />
  )
}
