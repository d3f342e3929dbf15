'use client'

import type { PasswordRule } from '../../../contract/passwordRules'
import { LazyForm } from '../forms/LazyForm'
import type { FormProps } from '../forms/types'
import { NewPasswordFields, NewSessionForm } from './NewSessionForm'
import { SubmitArea } from '../forms/SubmitArea'

export type ResetLabels = {
  password: string
  confirm: string
  submit: string
  sending: string
  done: string
  rulesTitle: string
  rules: Record<PasswordRule, string>
  met: string
  unmet: string
}

type Props = Pick<FormProps, 'route' | 'signedIn' | 'extra' | 'language' | 'messages' | 'generic'> & { labels: ResetLabels; testId: string }

/**
 * A new password and its confirmation with the live strength checklist of spec section 5
 * (updated as the visitor types, before the form is even live). On success the gateway's
 * token is kept and the back-office opens. Used by the reset link and by the first access.
 */
export function NewPasswordForm({ labels, testId, ...form }: Props) {
  return (
    <NewSessionForm doneText={labels.done}>
      {({ password, onSuccess }) => (
        <LazyForm
          {...form}
          fields={['password', 'confirm_password']}
          onSuccess={onSuccess}
          render={({ formProps, field, errors, busy, message }) => (
            <form {...formProps} aria-busy={busy} data-testid={testId}>
              <NewPasswordFields labels={labels} password={password} field={field} errors={errors} />
              <SubmitArea message={message} busy={busy} submit={labels.submit} sending={labels.sending} />
            </form>
          )}
        />
      )}
    </NewSessionForm>
  )
}
