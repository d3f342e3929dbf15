'use client'

import { useState, type ReactNode } from 'react'
import type { PasswordRule } from '../../../contract/passwordRules'
import type { FormApi } from '../forms/types'
import { Field } from '../ui/Field'
import { Notice } from '../ui/Notice'
import { PasswordChecklist } from './PasswordChecklist'
import { setToken } from '../../lib/admin/session'

/**
 * What the forms that end in a new password and a new session share (the reset link, the first
 * access, the setup screen): the password as typed, for the live strength checklist (updated
 * before the form is even live), and on success the gateway's token kept and the back-office
 * opened. `children` renders the form with them.
 */
export function NewSessionForm({
  doneText,
  children,
}: {
  doneText: string
  children: (state: { password: string; onSuccess: (data: unknown, status: number, values: unknown, raw: Record<string, unknown>) => void }) => ReactNode
}) {
  const [password, setPassword] = useState('')
  const [done, setDone] = useState(false)
  if (done)
    return (
      <Notice tone="success">
        <p>{doneText}</p>
      </Notice>
    )
  const onSuccess = (_data: unknown, _status: number, _values: unknown, raw: Record<string, unknown>) => {
    if (typeof raw.token === 'string') setToken(raw.token)
    setDone(true)
    window.location.assign('/admin')
  }
  return (
    <div
      onInput={(event) => {
        const target = event.target as HTMLInputElement
        if (target.name === 'password') setPassword(target.value)
      }}
    >
      {children({ password, onSuccess })}
    </div>
  )
}

type PasswordLabels = { password: string; confirm: string; rulesTitle: string; rules: Record<PasswordRule, string>; met: string; unmet: string }

/** The new password with its live strength checklist, then its confirmation: one way in every form that sets one. */
export function NewPasswordFields({ labels, password, field, errors }: { labels: PasswordLabels; password: string } & Pick<FormApi, 'field' | 'errors'>) {
  return (
    <>
      <Field
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
        aria-describedby="password-rules"
        {...field('password')}
      />
      <PasswordChecklist password={password} title={labels.rulesTitle} rules={labels.rules} met={labels.met} unmet={labels.unmet} />
      <Field label={labels.confirm} type="password" autoComplete="new-password" required error={errors.confirm_password} {...field('confirm_password')} />
    </>
  )
}
