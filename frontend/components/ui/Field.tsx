'use client'

import { forwardRef, useId } from 'react'
import styled from 'styled-components'

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
  label {
    font-weight: 600;
  }
  input,
  textarea,
  select {
    font: inherit;
    min-height: 44px;
    padding: 10px 12px;
    border: 1px solid #8a93a6;
    border-radius: 10px;
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
    width: 100%;
  }
  textarea {
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.negative};
    border-width: 2px;
  }
`

const ErrorText = styled.p`
  margin: 0;
  color: #a3000f;
  font-size: 0.92rem;
  font-weight: 600;
`

type Common = { label: string; error?: string; hint?: string }

type InputProps = Common & React.InputHTMLAttributes<HTMLInputElement> & { multiline?: false }
type AreaProps = Common & React.TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true }

/**
 * A labelled input or textarea (spec: textarea 6 rows) with its error in place, tied to the
 * control by aria-describedby. Forwards its ref, so react-hook-form can register it.
 */
export const Field = forwardRef<HTMLInputElement & HTMLTextAreaElement, InputProps | AreaProps>(function Field(props, ref) {
  const { label, error, hint, multiline, id: givenId, ...rest } = props as Common & { multiline?: boolean; id?: string } & Record<string, unknown>
  const auto = useId()
  const id = givenId ?? auto
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const control = { id, ref, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, ...rest }
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      {hint ? <span id={`${id}-hint`}>{hint}</span> : null}
      {multiline ? <textarea rows={6} {...(control as object)} /> : <input {...(control as object)} />}
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Wrap>
  )
})

export const SelectField = forwardRef<
  HTMLSelectElement,
  Common & React.SelectHTMLAttributes<HTMLSelectElement> & { options: { value: string; label: string }[] }
>(function SelectField({ label, error, options, id: givenId, ...rest }, ref) {
  const auto = useId()
  const id = givenId ?? auto
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <select id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Wrap>
  )
})

/** A honeypot: hidden from people (and from assistive technology), filled only by bots. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`
