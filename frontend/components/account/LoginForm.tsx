'use client'

import { useEffect, useState } from 'react'
import { LazyForm } from '../forms/LazyForm'
import { Field } from '../ui/Field'
import { Notice } from '../ui/Notice'
import { getToken, rememberEmail, rememberedEmail, setToken } from '../../lib/admin/session'
import { SubmitArea } from '../forms/SubmitArea'
import { adoptPanelSession } from '../../lib/admin/api'

export type LoginLabels = {
  email: string
  password: string
  remember: string
  submit: string
  sending: string
  forgot: string
  verify: string
  success: string
}

/**
 * Sign-in (spec section 2): e-mail, password, "remember password" (keeps the e-mail for next
 * time, never the password), forgot-password link. A visitor who already holds a token goes
 * straight to the dashboard (guard rule 2).
 */
export function LoginForm(props: { labels: LoginLabels; messages: Record<string, string>; language: string; generic: string; next?: string }) {
  const { labels } = props
  const [remember, setRemember] = useState(false)
  const [email, setEmail] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  useEffect(() => {
    if (getToken()) return window.location.replace('/admin/dashboard')
    const saved = rememberedEmail()
    setRemember(Boolean(saved))
    setEmail(saved)
    // Already signed in to the panels (/cms): that session serves here too (issue #30 item 7).
    void adoptPanelSession().then((adopted) => adopted && window.location.replace(props.next ?? '/admin'))
  }, [props.next])
  if (done)
    return (
      <Notice tone="success">
        <p>{labels.success}</p>
      </Notice>
    )
  if (email === null) return null // until the remembered e-mail is read: one render, no flash
  return (
    <LazyForm
      route="login"
      fields={['email', 'password']}
      defaults={{ email }}
      extra={{ remember }}
      language={props.language}
      messages={props.messages}
      generic={props.generic}
      onSuccess={(data, _status, values, raw) => {
        setToken(String(raw.token))
        rememberEmail(remember ? (values.email ?? '') : null)
        setDone(true)
        // A user created by an admin chooses a password first.
        window.location.assign((data as { status?: string } | null)?.status === 'first-access' ? '/first-access-password' : (props.next ?? '/admin'))
      }}
      render={({ formProps, field, errors, busy, message }) => (
        <form {...formProps} aria-busy={busy} data-testid="login-form">
          <Field label={labels.email} type="email" autoComplete="username" required error={errors.email} {...field('email')} />
          <Field label={labels.password} type="password" autoComplete="current-password" required error={errors.password} {...field('password')} />
          <label className="check">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {labels.remember}
          </label>
          <SubmitArea message={message} busy={busy} submit={labels.submit} sending={labels.sending} />
          <div className="links">
            <a href="/recover-password">{labels.forgot}</a>
            <a href="/verify-account">{labels.verify}</a>
          </div>
        </form>
      )}
    />
  )
}
