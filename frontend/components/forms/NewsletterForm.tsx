'use client'

import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '../ui/Button'
import { Field, Honeypot } from '../ui/Field'
import { Notice } from '../ui/Notice'
import { NEWSLETTER_CONSENT_VERSION } from '../../../domain/leads'
import { LazyForm } from './LazyForm'
import { useSentForm } from './SiteFormState'

export type NewsletterLabels = {
  email: string
  name: string
  submit: string
  sending: string
  created: string
  reactivated: string
  pending: string
  consent: string
  website: string
}

const Row = styled.div`
  display: grid;
  gap: 0 12px;
  align-items: end;
  @media (min-width: 720px) {
    grid-template-columns: 1fr 1fr auto;
  }
  button {
    margin-bottom: 16px;
  }
`

const ConsentText = styled.p`
  margin: 0 0 8px;
  font-size: 0.9rem;
`

/** Newsletter sign-up (homes and blog): 201 new subscriber, 200 a known address reactivated, 202 waiting for the e-mail's confirmation. */
export function NewsletterForm(props: { labels: NewsletterLabels; messages: Record<string, string>; language: string; generic: string; idPrefix: string }) {
  const { labels } = props
  // The form's id on the page, and the anchor a sign-up without JavaScript returns to.
  const formId = `${props.idPrefix}-form`
  const outcome = (status: number) => (status === 202 ? labels.pending : status === 201 ? labels.created : labels.reactivated)
  const sent = useSentForm(formId)
  const [done, setDone] = useState<string | null>(sent ? outcome(sent.status) : null)
  if (done)
    return (
      <Notice id={formId} tone="success" takeFocus>
        <p>{done}</p>
      </Notice>
    )
  return (
    <LazyForm
      formId={formId}
      sending={labels.sending}
      route="subscribe"
      fields={['email', 'name', 'website']}
      // The consent the visitor sees below the fields, recorded with the sign-up (LGPD).
      extra={{ consentVersion: NEWSLETTER_CONSENT_VERSION, source: typeof window === 'undefined' ? undefined : window.location.pathname }}
      language={props.language}
      messages={props.messages}
      generic={props.generic}
      onSuccess={(_data, status) => setDone(outcome(status))}
      render={({ formProps, field, hidden, errors, busy, message }) => (
        <form {...formProps} id={formId} aria-busy={busy} data-testid="newsletter-form">
          {hidden}
          <Row>
            <Field
              id={`${props.idPrefix}-email`}
              label={labels.email}
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              error={errors.email}
              {...field('email')}
            />
            <Field id={`${props.idPrefix}-name`} label={labels.name} autoComplete="name" maxLength={120} error={errors.name} {...field('name')} />
            <Button type="submit" $variant="secondary" aria-disabled={busy || undefined} aria-describedby={`${props.idPrefix}-consent`}>
              {busy ? labels.sending : labels.submit}
            </Button>
          </Row>
          <ConsentText id={`${props.idPrefix}-consent`}>{labels.consent}</ConsentText>
          <Honeypot aria-hidden="true">
            <Field id={`${props.idPrefix}-website`} label={labels.website} tabIndex={-1} autoComplete="off" {...field('website')} />
          </Honeypot>
          {message ? <Notice tone="error">{message}</Notice> : null}
        </form>
      )}
    />
  )
}
