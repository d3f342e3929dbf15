'use client'

import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '../ui/Button'
import { Field, Honeypot } from '../ui/Field'
import { LoadingOverlay } from '../ui/LoadingOverlay'
import { Notice } from '../ui/Notice'
import { formatDate } from '../../lib/format/dates'
import { LazyForm } from './LazyForm'
import { useSentForm } from './SiteFormState'

/** The contact form's id on its page, and the anchor a message sent without JavaScript returns to. */
const FORM_ID = 'contact-form'

export type ContactLabels = {
  fields: Record<'name' | 'company' | 'email' | 'telephone' | 'subject' | 'message' | 'website', string>
  submit: string
  sending: string
  sentTitle: string
  /** With {{name}} and {{date}}. */
  sent: string
  sendAnother: string
  loading: string
}

const Row = styled.div`
  display: grid;
  gap: 0 16px;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`

const FIELDS = ['name', 'company', 'email', 'telephone', 'subject', 'message', 'website']

/** The contact form (spec section 2/9): after sending, the promised reply date. */
export function ContactForm(props: {
  labels: ContactLabels
  messages: Record<string, string>
  language: string
  generic: string
  defaultSubject?: string
  logoUrl?: string | null
}) {
  const { labels } = props
  const before = useSentForm(FORM_ID)
  const replyDate = (data: unknown) => formatDate((data as { replyBy?: string | null } | null)?.replyBy ?? null)
  const [sent, setSent] = useState<{ name: string; date: string } | null>(before ? { name: before.values.name ?? '', date: replyDate(before.data) } : null)
  const [key, setKey] = useState(0)
  if (sent) {
    return (
      <div id={FORM_ID}>
        <Notice tone="success" takeFocus>
          <p>
            <strong>{labels.sentTitle}</strong>
          </p>
          <p>{labels.sent.replace('{{name}}', sent.name).replace('{{date}}', sent.date)}</p>
        </Notice>
        <Button
          type="button"
          $variant="ghost"
          onClick={() => {
            setSent(null)
            setKey((k) => k + 1)
          }}
        >
          {labels.sendAnother}
        </Button>
      </div>
    )
  }
  return (
    <LazyForm
      key={key}
      formId={FORM_ID}
      sending={labels.sending}
      route="contact"
      fields={FIELDS}
      defaults={props.defaultSubject ? { subject: props.defaultSubject } : undefined}
      language={props.language}
      messages={props.messages}
      generic={props.generic}
      onSuccess={(data, _status, values) => setSent({ name: values.name ?? '', date: replyDate(data) })}
      render={({ formProps, field, hidden, errors, busy, message }) => (
        <form {...formProps} id={FORM_ID} aria-busy={busy} data-testid="contact-form">
          {hidden}
          <Row>
            <Field label={labels.fields.name} autoComplete="name" required maxLength={120} error={errors.name} {...field('name')} />
            <Field label={labels.fields.company} autoComplete="organization" required maxLength={120} error={errors.company} {...field('company')} />
            <Field label={labels.fields.email} type="email" autoComplete="email" required maxLength={254} error={errors.email} {...field('email')} />
            <Field label={labels.fields.telephone} type="tel" autoComplete="tel" required maxLength={32} error={errors.telephone} {...field('telephone')} />
          </Row>
          <Field label={labels.fields.subject} required maxLength={200} error={errors.subject} {...field('subject')} />
          <Field label={labels.fields.message} multiline required maxLength={5000} error={errors.message} {...field('message')} />
          <Honeypot aria-hidden="true">
            <Field label={labels.fields.website} tabIndex={-1} autoComplete="off" {...field('website')} />
          </Honeypot>
          {message ? <Notice tone="error">{message}</Notice> : null}
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? labels.sending : labels.submit}
          </Button>
          <LoadingOverlay visible={busy} logoUrl={props.logoUrl} label={labels.loading} />
        </form>
      )}
    />
  )
}
