'use client'

import { useEffect, useState } from 'react'
import { LazyForm } from '../forms/LazyForm'
import { Button } from '../ui/Button'
import { Field } from '../ui/Field'
import { Notice } from '../ui/Notice'
import { PasswordChecklist } from './PasswordChecklist'
import type { ResetLabels } from './ResetForm'
import { getToken, setToken } from '../../lib/admin/session'

/** A user created by an admin chooses their own password before anything else (spec section 2). */
export function FirstAccessForm(props: { labels: ResetLabels; messages: Record<string, string>; language: string; generic: string }) {
  const { labels } = props
  const [password, setPassword] = useState('')
  const [done, setDone] = useState(false)
  useEffect(() => {
    if (!getToken()) window.location.replace('/login')
  }, [])
  if (done) return <Notice tone="success"><p>{labels.done}</p></Notice>
  return (
    <div onInput={(event) => { const target = event.target as HTMLInputElement; if (target.name === 'password') setPassword(target.value) }}>
      <LazyForm
        schema="firstAccess"
        endpoint="/auth/first-access-password"
        signedIn
        fields={['password', 'confirm_password']}
        language={props.language}
        messages={props.messages}
        generic={props.generic}
        onSuccess={(_data, _status, _values, raw) => {
          if (typeof raw.token === 'string') setToken(raw.token)
          setDone(true)
          window.location.assign('/admin')
        }}
        render={({ formProps, field, errors, busy, message }) => (
          <form {...formProps} aria-busy={busy} data-testid="first-access-form">
            <Field label={labels.password} type="password" autoComplete="new-password" required error={errors.password} aria-describedby="password-rules" {...field('password')} />
            <PasswordChecklist password={password} title={labels.rulesTitle} rules={labels.rules} met={labels.met} unmet={labels.unmet} />
            <Field label={labels.confirm} type="password" autoComplete="new-password" required error={errors.confirm_password} {...field('confirm_password')} />
            {message ? <Notice tone="error"><p>{message}</p></Notice> : null}
            <Button type="submit" disabled={busy}>{busy ? labels.sending : labels.submit}</Button>
          </form>
        )}
      />
    </div>
  )
}
