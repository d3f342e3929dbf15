'use client'

import { useState } from 'react'
import { Button } from '../ui/Button'
import { Notice } from '../ui/Notice'
import { LazyForm } from './LazyForm'
import { useSentForm } from './SiteFormState'

const FORM_ID = 'confirm-form'

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
  const sent = useSentForm(FORM_ID)
  const [done, setDone] = useState(sent !== null)
  if (done)
    return (
      <Notice id={FORM_ID} tone="success" takeFocus>
        <p>{props.labels.done}</p>
      </Notice>
    )
  return (
    <LazyForm
      formId={FORM_ID}
      sending={props.labels.sending}
      route="newsletterConfirm"
      fields={[]}
      extra={{ id: props.id, token: props.token }}
      language={props.language}
      messages={props.messages}
      generic={props.generic}
      onSuccess={() => setDone(true)}
      render={({ formProps, hidden, busy, message }) => (
        <form {...formProps} id={FORM_ID} aria-busy={busy} data-testid="confirm-newsletter-form">
          {hidden}
          {message ? <Notice tone="error">{message}</Notice> : null}
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? props.labels.sending : props.labels.submit}
          </Button>
        </form>
      )}
    />
  )
}
