'use client'

import { useState } from 'react'
import { Button } from '../ui/Button'
import { SelectField } from '../ui/Field'
import { Notice } from '../ui/Notice'
import { LazyForm } from './LazyForm'
import { useSentForm } from './SiteFormState'

const FORM_ID = 'unsubscribe-form'

export type UnsubscribeLabels = { reason: string; reasons: string[]; none: string; submit: string; done: string; sending: string; invalid: string }

/** Cancels the newsletter with the lead's id and key from the e-mail link, and a reason. */
export function UnsubscribeForm(props: {
  id: string
  uniqueKey: string
  labels: UnsubscribeLabels
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
      route="unsubscribe"
      fields={['reason']}
      extra={{ id: props.id, unique_key: props.uniqueKey }}
      codeMessages={{ NOT_FOUND: props.labels.invalid }}
      language={props.language}
      messages={props.messages}
      generic={props.generic}
      onSuccess={() => setDone(true)}
      render={({ formProps, field, hidden, errors, busy, message }) => (
        <form {...formProps} id={FORM_ID} aria-busy={busy} data-testid="unsubscribe-form">
          {hidden}
          <SelectField
            label={props.labels.reason}
            error={errors.reason}
            options={[{ value: '', label: props.labels.none }, ...props.labels.reasons.map((r) => ({ value: r, label: r }))]}
            {...field('reason')}
          />
          {message ? <Notice tone="error">{message}</Notice> : null}
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? props.labels.sending : props.labels.submit}
          </Button>
        </form>
      )}
    />
  )
}
