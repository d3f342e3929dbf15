'use client'

import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { FILE_KINDS, FILE_TOKEN_PATTERN, fileAcceptOf, isShown, valueFields, type BuiltField, type BuiltForm as Definition } from '../../../domain/builtForms'
import { splitValues } from '../../../domain/siteForms'
import { Button } from '../ui/Button'
import { Field, Honeypot, SelectField } from '../ui/Field'
import { Prose } from '../ui/layout'
import { LoadingOverlay } from '../ui/LoadingOverlay'
import { Notice } from '../ui/Notice'
import { LazyForm } from './LazyForm'
import { useSentForm } from './SiteFormState'
import type { FormApi } from './types'

export type BuiltFormLabels = {
  optional: string
  submit: string
  sending: string
  sent: string
  sendAnother: string
  /** With {{field}} and {{value}}: said beside a conditional field when no script shows and hides it. */
  shownWhen: string
  loading: string
  /** With {{types}} and {{size}}: said under a file field. */
  fileHint: string
  /** Said when a refused post already delivered this field's file (it is kept, by its token). */
  fileKept: string
  website: string
}

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 6px;
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: 10px;
    min-height: 44px;
    align-items: center;
  }
  input {
    width: 20px;
    height: 20px;
    flex: none;
  }
`
const Hint = styled.p`
  margin: 0 0 6px;
`
const ErrorText = styled.p`
  margin: 0;
  color: #a3000f;
  font-size: 0.92rem;
  font-weight: 600;
`

type Props = {
  /** The form's id on its page (also the anchor a post without JavaScript returns to). */
  formId: string
  definition: Definition
  labels: BuiltFormLabels
  /** The texts between fields and the confirmation, as HTML rendered on the server from the editor's documents. */
  html: Record<string, string>
  confirmationHtml: string | null
  messages: Record<string, string>
  language: string
  generic: string
}

/**
 * A form staff built (issue #65), placed on a page as a block. Without JavaScript it is a plain
 * post to the page (every field shown, a conditional one saying when to answer it); with it, a
 * conditional field shows only when its condition holds, and the form's own schema checks each
 * field as the server will (domain/builtForms.ts).
 */
export function BuiltForm(props: Props) {
  const { definition, labels, formId } = props
  const before = useSentForm(formId)
  const [sent, setSent] = useState(Boolean(before))
  const [key, setKey] = useState(0)
  const [values, setValues] = useState<Record<string, string[]> | null>(null)
  const names = valueFields(definition).map((f) => f.name)
  // Once the script runs, a conditional field shows only while its condition holds.
  useEffect(() => {
    const form = document.getElementById(formId)
    if (form instanceof HTMLFormElement) setValues(readGroups(form))
  }, [formId, key])
  if (sent) {
    return (
      <div id={formId}>
        <Notice tone="success" takeFocus>
          {props.confirmationHtml ? <Prose dangerouslySetInnerHTML={{ __html: props.confirmationHtml }} /> : <p>{labels.sent}</p>}
        </Notice>
        <Button
          type="button"
          $variant="ghost"
          onClick={() => {
            setSent(false)
            setValues(null)
            setKey((k) => k + 1)
          }}
        >
          {labels.sendAnother}
        </Button>
      </div>
    )
  }
  // Files go as multipart when there is no script (the gateway sends each through the upload route).
  const hasFiles = definition.fields.some((f) => f.kind === 'file')
  const labelOf = (name: string) => definition.fields.find((f) => f.name === name && f.kind !== 'message')
  return (
    <LazyForm
      key={key}
      formId={formId}
      sending={labels.sending}
      route="formSubmit"
      params={{ id: definition.id }}
      definition={definition}
      fields={names}
      language={props.language}
      messages={props.messages}
      generic={props.generic}
      extra={{ _doc: definition.id, page: typeof window === 'undefined' ? undefined : window.location.pathname }}
      onSuccess={(data) => {
        const redirect = (data as { redirect?: string | null } | null)?.redirect
        if (redirect) window.location.assign(redirect)
        else setSent(true)
      }}
      render={(api) => (
        <form
          {...api.formProps}
          encType={hasFiles ? 'multipart/form-data' : undefined}
          id={formId}
          aria-busy={api.busy}
          data-testid="built-form"
          // With a script, what is typed decides which conditional fields show.
          onChange={(event) => setValues(readGroups(event.currentTarget))}
        >
          {api.hidden}
          {definition.fields.map((field) => {
            const shown = values === null || isShown(field, values)
            if (!shown) return null
            const condition =
              values === null && field.showWhen
                ? labels.shownWhen
                    .replace('{{field}}', (labelOf(field.showWhen.field) as { label?: string } | undefined)?.label ?? field.showWhen.field)
                    .replace('{{value}}', field.showWhen.equals)
                : null
            return <FieldView key={field.name} field={field} api={api} labels={labels} html={props.html} condition={condition} formId={formId} />
          })}
          <Honeypot aria-hidden="true">
            <Field label={labels.website} tabIndex={-1} autoComplete="off" {...api.field('website')} />
          </Honeypot>
          {api.message ? <Notice tone="error">{api.message}</Notice> : null}
          <Button type="submit" aria-disabled={api.busy || undefined}>
            {api.busy ? labels.sending : (definition.submitLabel ?? labels.submit)}
          </Button>
          <LoadingOverlay visible={api.busy} label={labels.loading} />
        </form>
      )}
    />
  )
}

/** Every field's values as the form holds them now (a group's ticked boxes, a radio's choice). */
function readGroups(form: HTMLFormElement): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [name, value] of new FormData(form)) (out[name] ??= []).push(String(value))
  return out
}

function FieldView(props: {
  field: BuiltField
  api: FormApi
  labels: BuiltFormLabels
  html: Record<string, string>
  condition: string | null
  formId: string
}) {
  const { field, api, labels, condition, formId } = props
  if (field.kind === 'message') {
    const html = props.html[field.name]
    return html ? <Prose dangerouslySetInnerHTML={{ __html: html }} /> : null
  }
  const hint = [field.help, condition].filter(Boolean).join(' ') || undefined
  const label = field.required || field.kind === 'consent' ? field.label : `${field.label} ${labels.optional}`
  const error = api.errors[field.name]
  const own = api.field(field.name) as { name: string; defaultValue: string }
  const id = `${formId}-${field.name}`
  const common = { id, label, hint, error, required: field.required }
  switch (field.kind) {
    case 'textarea':
      return <Field {...common} multiline maxLength={5000} {...own} />
    case 'email':
      return <Field {...common} type="email" autoComplete="email" maxLength={254} {...own} />
    case 'phone':
      return <Field {...common} type="tel" autoComplete="tel" maxLength={32} {...own} />
    case 'number':
      return <Field {...common} type="text" inputMode="decimal" {...own} />
    case 'date':
      return <Field {...common} type="date" {...own} />
    case 'select':
      return <SelectField {...common} options={[{ value: '', label: '' }, ...field.options]} {...own} />
    case 'radio':
    case 'checkboxes': {
      const chosen = splitValues(own.defaultValue)
      return (
        <Group
          aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
        >
          <legend>{label}</legend>
          {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
          {field.options.map((option, index) => (
            <label key={option.value} htmlFor={`${id}-${index}`}>
              <input
                id={`${id}-${index}`}
                type={field.kind === 'radio' ? 'radio' : 'checkbox'}
                name={field.name}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
              />
              {option.label}
            </label>
          ))}
          {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
        </Group>
      )
    }
    case 'file': {
      const types = [...new Set(field.accept.flatMap((kind) => FILE_KINDS[kind].extensions.map((ext) => ext.slice(1).toUpperCase())))].join(', ')
      const sizeHint = labels.fileHint.replace('{{types}}', types).replace('{{size}}', String(field.maxMb))
      // A refused post that already delivered the file keeps it by its token: choosing again is only to replace it.
      const kept = FILE_TOKEN_PATTERN.test(own.defaultValue) ? own.defaultValue : null
      return (
        <>
          {kept ? <input type="hidden" name={field.name} value={kept} /> : null}
          <Field
            {...common}
            hint={[field.help, sizeHint, kept ? labels.fileKept : null, condition].filter(Boolean).join(' ')}
            required={field.required && !kept}
            type="file"
            name={field.name}
            accept={fileAcceptOf(field.accept)}
          />
        </>
      )
    }
    case 'checkbox':
    case 'consent':
      return (
        <Group>
          {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
          <label htmlFor={id}>
            <input
              id={id}
              type="checkbox"
              name={field.name}
              value="on"
              defaultChecked={own.defaultValue === 'on'}
              aria-invalid={error ? true : undefined}
              aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
            />
            {label}
          </label>
          {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
        </Group>
      )
    default:
      return <Field {...common} maxLength={300} {...own} />
  }
}
