'use client'

import { useState } from 'react'
import { Button } from '../ui/Button'
import { Notice } from '../ui/Notice'
import { LazyForm } from './LazyForm'

export type ConfirmNewsletterLabels = { submit: string; sending: string; done: string }

/**
 * Confirms a pending newsletter sign-up with the id and signed token of the e-mail's link. A
 * button, not the page load, confirms: mail scanners open links, and opening must change nothing.
 */
export function ConfirmNewsletterForm(props: {
  id: string
  token: string
  labels: ConfirmNewsletterLabels
  messages: Record<string, string>
  language: string
  generic: string
}) {
  const [done, setDone] = useState(false)
  if (done)
    return (
      <Notice tone="success" takeFocus>
        <p>{props.labels.done}</p>
      </Notice>
    )
  return (
    <LazyForm
      route="newsletterConfirm"
      fields={[]}
      extra={{ id: props.id, token: props.token }}
      language={props.language}
      messages={props.messages}
      generic={props.generic}
      onSuccess={() => setDone(true)}
      render={({ formProps, busy, message }) => (
        <form {...formProps} aria-busy={busy} data-testid="confirm-newsletter-form">
          {message ? <Notice tone="error">{message}</Notice> : null}
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? props.labels.sending : props.labels.submit}
          </Button>
        </form>
      )}
    />
  )
}
