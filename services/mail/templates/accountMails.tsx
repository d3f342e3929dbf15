import type { ComponentProps } from 'react'
import type { Payload } from 'payload'
import type { TFunction } from 'i18next'
import type { Language } from '../../../locales/languages'
import { translatorFor } from '../../../locales/i18n'
import { companyInfo } from '../../public/reads'
import { NEWSLETTER_CONFIRM_DAYS } from '../../../domain/leads'
import { renderMail } from './render'
import type { ActionMail as ActionMailComponent } from './ActionMail'

export type BuiltMail = { subject: string; html: string; text: string }

type ActionMailContent = Omit<ComponentProps<typeof ActionMailComponent>, 'language' | 'company'>

/**
 * One account e-mail in `language`: `content` picks its subject key and its sentences from the
 * catalogue's mail namespace. The template is imported with the first e-mail (see render.ts).
 */
export async function accountMail(
  payload: Payload,
  language: Language,
  content: (t: TFunction) => { subjectKey: string; subjectVars?: Record<string, unknown>; body: ActionMailContent },
): Promise<BuiltMail> {
  const t = translatorFor(language, 'mail')
  const { subjectKey, subjectVars, body } = content(t)
  const [{ ActionMail }, company] = await Promise.all([import('./ActionMail'), companyInfo(payload).catch(() => null)])
  const parts = await renderMail(<ActionMail language={language} company={company?.name ?? ''} {...body} />)
  return { subject: t(subjectKey, subjectVars), ...parts }
}

/** The verification code, in the language it was asked in. */
export function verificationCodeMail(payload: Payload, language: Language, code: string, minutes: number): Promise<BuiltMail> {
  return accountMail(payload, language, (t) => ({
    subjectKey: 'codeSubject',
    body: { lines: [t('codeBody', { code })], code, note: t('codeValidity', { minutes }) },
  }))
}

/** The password-reset link, in the language the reset was asked in. */
export function passwordResetMail(payload: Payload, language: Language, link: string): Promise<BuiltMail> {
  return accountMail(payload, language, (t) => ({
    subjectKey: 'resetSubject',
    body: { lines: [t('resetBody')], action: { label: t('resetButton'), href: link, fallback: t('linkFallback') }, note: t('resetValidity') },
  }))
}

/** Tells an account's owner that a client was locked out after failing to sign in as them. */
export function lockNoticeMail(payload: Payload, language: Language, vars: { attempts: number; client: string; minutes: number }): Promise<BuiltMail> {
  return accountMail(payload, language, (t) => ({
    subjectKey: 'lockedSubject',
    body: { lines: [t('lockedBody', { ...vars, interpolation: { escapeValue: false } })], note: t('lockedAdvice') },
  }))
}

/** Asks a newsletter sign-up to be confirmed (double opt-in), in the language it was made in. */
export function newsletterConfirmMail(payload: Payload, language: Language, link: string): Promise<BuiltMail> {
  return accountMail(payload, language, (t) => ({
    subjectKey: 'confirmSubject',
    body: {
      lines: [t('confirmBody')],
      action: { label: t('confirmButton'), href: link, fallback: t('linkFallback') },
      note: t('confirmValidity', { days: NEWSLETTER_CONFIRM_DAYS }),
    },
  }))
}

/**
 * Renders one e-mail, so the renderer's first, slow pass (loading it: about 30 ms bundled, more
 * under Vitest's transform, against 5 afterwards) is paid now. The test servers do this at boot,
 * so timing tests measure the steady state; a production process pays it once, with its first
 * e-mail, since most processes send none and the renderer weighs about 50 MB.
 */
export async function warmMailTemplates() {
  const { ActionMail } = await import('./ActionMail')
  await renderMail(<ActionMail language="en" company="" lines={['-']} action={{ label: '-', href: 'https://example.com/', fallback: '-' }} note="-" />)
}
