'use client'

import { useState } from 'react'
import { Button } from '../ui/Button'
import { SelectField } from '../ui/Field'
import { Notice } from '../ui/Notice'
import { LazyForm } from './LazyForm'

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
  const [done, setDone] = useState(false)
  if (done)
    return (
      <Notice tone="success" takeFocus>
        <p>{props.labels.done}</p>
      </Notice>
    )
  return (
    <LazyForm
      route="unsubscribe"
      fields={['reason']}
      extra={{ id: props.id, unique_key: props.uniqueKey }}
      codeMessages={{ NOT_FOUND: props.labels.invalid }}
      language={props.language}
      messages={props.messages}
      generic={props.generic}
      onSuccess={() => setDone(true)}
      render={({ formProps, field, errors, busy, message }) => (
        <form {...formProps} aria-busy={busy} data-testid="unsubscribe-form">
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
