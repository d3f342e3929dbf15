'use client'

import { PASSWORD_RULES, type PasswordRule } from '../../../contract/passwordRules'
import { VisuallyHidden } from '../ui/layout'
import { Checklist } from './AccountCard'

/** The live strength checklist of spec section 5, shared by reset and first-access forms. */
export function PasswordChecklist({
  password,
  title,
  rules,
  met,
  unmet,
}: {
  password: string
  title: string
  rules: Record<PasswordRule, string>
  met: string
  unmet: string
}) {
  return (
    <>
      <p id="password-rules-title">
        <strong>{title}</strong>
      </p>
      <Checklist id="password-rules" aria-labelledby="password-rules-title" aria-live="polite">
        {(Object.keys(PASSWORD_RULES) as PasswordRule[]).map((rule) => {
          const ok = PASSWORD_RULES[rule](password)
          return (
            <li key={rule} data-ok={ok}>
              <span aria-hidden="true">{ok ? '✓' : '○'}</span>
              <span>{rules[rule]}</span>
              <VisuallyHidden>{ok ? met : unmet}</VisuallyHidden>
            </li>
          )
        })}
      </Checklist>
    </>
  )
}
