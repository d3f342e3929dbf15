'use client'

import { useId, useState } from 'react'
import styled from 'styled-components'
import { Button, ButtonLink } from '../ui/Button'
import { REACT_LINK_ATTRIBUTE } from '../../lib/site/earlyInput'
import { Dialog } from '../ui/Dialog'
import { Notice } from '../ui/Notice'

type TermsLabels = {
  cta: string
  title: string
  intro: string
  items: string[]
  link: string
  accept: string
  continue: string
  cancel: string
  mustAccept: string
}

const Check = styled.label`
  display: flex;
  gap: 10px;
  align-items: center;
  font-weight: 600;
  margin: 16px 0;
  input {
    width: 22px;
    height: 22px;
  }
`

const Actions = styled.div`
  display: flex;
  gap: 10px;
  justify-content: flex-end;
  flex-wrap: wrap;
`

/** The terms themselves, as the dialog and the plain form both show them. */
function TermsText({ labels, titleId, newTab }: { labels: TermsLabels; titleId: string; newTab?: boolean }) {
  return (
    <>
      <h2 id={titleId}>{labels.title}</h2>
      <p>{labels.intro}</p>
      <ul>
        {labels.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <a href="/utilization-terms" {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
          {labels.link}
        </a>
      </p>
    </>
  )
}

/**
 * The terms as a plain form, for a visitor without JavaScript (the call to action's link leads
 * here): the browser itself requires the box to be ticked before it goes on to `next`.
 */
export function TermsForm({ labels, next, id }: { labels: TermsLabels; next: string; id: string }) {
  const [path, query] = next.split('?')
  const hidden = [...new URLSearchParams(query ?? '')]
  return (
    <form method="get" action={path} id={id} aria-labelledby={`${id}-title`}>
      <TermsText labels={labels} titleId={`${id}-title`} />
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Check>
        <input type="checkbox" name="terms" value="accepted" required />
        {labels.accept}
      </Check>
      <Actions>
        <Button type="submit">{labels.continue}</Button>
      </Actions>
    </form>
  )
}

/**
 * The product's call to action: opens the terms dialog, and only once the terms are accepted
 * does it proceed (to the contact form, subject prefilled). Esc or Cancel closes it. It is a
 * link to the same terms as a plain form (`review`), which is where it leads without JavaScript.
 */
export function TermsGate({ labels, next, review }: { labels: TermsLabels; next: string; review: string }) {
  const [open, setOpen] = useState(false)
  const [accepted, setAccepted] = useState(false)
  const [warn, setWarn] = useState(false)
  const titleId = useId()
  const close = () => {
    setOpen(false)
    setWarn(false)
  }
  return (
    <>
      <ButtonLink
        href={review}
        {...{ [REACT_LINK_ATTRIBUTE]: '' }}
        $variant="secondary"
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
        }}
        aria-haspopup="dialog"
      >
        {labels.cta}
      </ButtonLink>
      <Dialog open={open} onClose={close} labelledBy={titleId}>
        <TermsText labels={labels} titleId={titleId} newTab />
        <Check>
          <input
            type="checkbox"
            checked={accepted}
            onChange={(e) => {
              setAccepted(e.target.checked)
              setWarn(false)
            }}
          />
          {labels.accept}
        </Check>
        {warn ? <Notice tone="error">{labels.mustAccept}</Notice> : null}
        <Actions>
          <Button type="button" $variant="ghost" onClick={close}>
            {labels.cancel}
          </Button>
          <Button
            type="button"
            onClick={() => {
              if (!accepted) return setWarn(true)
              window.location.assign(next)
            }}
          >
            {labels.continue}
          </Button>
        </Actions>
      </Dialog>
    </>
  )
}
