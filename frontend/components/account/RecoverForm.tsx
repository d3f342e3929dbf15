'use client'

import { useState } from 'react'
import { LazyForm } from '../forms/LazyForm'
import { Field } from '../ui/Field'
import { Notice } from '../ui/Notice'
import { SubmitArea } from '../forms/SubmitArea'

export type RecoverLabels = { email: string; submit: string; sending: string; sent: string; back: string }

/** Password recovery: the same answer for any address (the gateway never says who exists). */
export function RecoverForm(props: { labels: RecoverLabels; messages: Record<string, string>; language: string; generic: string }) {
  const { labels } = props
  const [sent, setSent] = useState(false)
  if (sent) {
    return (
      <>
        <Notice tone="success">
          <p>{labels.sent}</p>
        </Notice>
        <div className="links">
          <a href="/login">{labels.back}</a>
        </div>
      </>
    )
  }
  return (
    <LazyForm
      route="recoverPassword"
      fields={['email']}
      language={props.language}
      messages={props.messages}
      generic={props.generic}
      onSuccess={() => setSent(true)}
      render={({ formProps, field, errors, busy, message }) => (
        <form {...formProps} aria-busy={busy} data-testid="recover-form">
          <Field label={labels.email} type="email" autoComplete="email" required error={errors.email} {...field('email')} />
          <SubmitArea message={message} busy={busy} submit={labels.submit} sending={labels.sending} />
          <div className="links">
            <a href="/login">{labels.back}</a>
          </div>
        </form>
      )}
    />
  )
}
