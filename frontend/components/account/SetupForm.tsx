'use client'

import type { PasswordRule } from '../../../contract/passwordRules'
import { LazyForm } from '../forms/LazyForm'
import { SubmitArea } from '../forms/SubmitArea'
import { Field, SelectField } from '../ui/Field'
import { NewPasswordFields, NewSessionForm } from './NewSessionForm'

export type SetupLabels = {
  company: string
  name: string
  lastName: string
  email: string
  password: string
  confirm: string
  language: string
  submit: string
  sending: string
  done: string
  rulesTitle: string
  rules: Record<PasswordRule, string>
  met: string
  unmet: string
}

type Props = {
  labels: SetupLabels
  languages: { value: string; label: string }[]
  defaultLanguage: string
  messages: Record<string, string>
  language: string
  generic: string
}

/**
 * The setup screen's form (issue #43, item 1): the company, the first administrator with the
 * live strength checklist, and the site's language. On success the new session is kept and the
 * back-office opens, as after a password reset.
 */
export function SetupForm({ labels, languages, defaultLanguage, ...form }: Props) {
  return (
    <NewSessionForm doneText={labels.done}>
      {({ password, onSuccess }) => (
        <LazyForm
          {...form}
          route="setup"
          fields={['company_name', 'name', 'last_name', 'email', 'password', 'confirm_password', 'language']}
          defaults={{ language: defaultLanguage }}
          onSuccess={onSuccess}
          render={({ formProps, field, errors, busy, message }) => (
            <form {...formProps} aria-busy={busy} data-testid="setup-form">
              <Field label={labels.company} autoComplete="organization" required error={errors.company_name} {...field('company_name')} />
              <Field label={labels.name} autoComplete="given-name" required error={errors.name} {...field('name')} />
              <Field label={labels.lastName} autoComplete="family-name" required error={errors.last_name} {...field('last_name')} />
              <Field label={labels.email} type="email" autoComplete="username" required error={errors.email} {...field('email')} />
              <NewPasswordFields labels={labels} password={password} field={field} errors={errors} />
              <SelectField label={labels.language} options={languages} error={errors.language} {...field('language')} />
              <SubmitArea message={message} busy={busy} submit={labels.submit} sending={labels.sending} />
            </form>
          )}
        />
      )}
    </NewSessionForm>
  )
}
