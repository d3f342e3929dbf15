'use client'

import { NewPasswordForm, type ResetLabels } from './NewPasswordForm'

export type { ResetLabels }

/** A new password from the e-mailed one-time link (its id and token travel with the form). */
export function ResetForm(props: { id: string; token: string; labels: ResetLabels; messages: Record<string, string>; language: string; generic: string }) {
  const { id, token, ...rest } = props
  return <NewPasswordForm {...rest} route="resetPassword" extra={{ id, token }} testId="reset-form" />
}
