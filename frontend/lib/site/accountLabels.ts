import type { TFunction } from 'i18next'
import type { LoginLabels } from '../../components/account/LoginForm'
import type { RecoverLabels } from '../../components/account/RecoverForm'
import type { ResetLabels } from '../../components/account/ResetForm'
import type { VerifyLabels } from '../../components/account/VerifyForm'

export const loginLabels = (t: TFunction): LoginLabels => ({
  email: t('account.email'),
  password: t('account.password'),
  remember: t('account.login.remember'),
  submit: t('account.login.submit'),
  sending: t('account.sending'),
  forgot: t('account.login.forgot'),
  verify: t('account.login.verify'),
  success: t('account.login.success'),
})

export const recoverLabels = (t: TFunction): RecoverLabels => ({
  email: t('account.recover.email'),
  submit: t('account.recover.submit'),
  sending: t('account.sending'),
  sent: t('account.recover.sent'),
  back: t('account.backToLogin'),
})

export const resetLabels = (t: TFunction): ResetLabels => ({
  password: t('account.reset.password'),
  confirm: t('account.reset.confirm'),
  submit: t('account.reset.submit'),
  sending: t('account.sending'),
  done: t('account.reset.done'),
  rulesTitle: t('account.reset.rulesTitle'),
  rules: t('account.reset.rules', { returnObjects: true }) as ResetLabels['rules'],
  met: t('account.reset.met'),
  unmet: t('account.reset.unmet'),
})

export const verifyLabels = (t: TFunction): VerifyLabels => ({
  email: t('account.email'),
  code: t('account.verify.code'),
  codeHint: t('account.verify.codeHint'),
  submit: t('account.verify.submit'),
  sending: t('account.sending'),
  resend: t('account.verify.resend'),
  resendIn: t('account.verify.resendIn', { seconds: '{{seconds}}' }), // filled by the countdown
  resent: t('account.verify.resent'),
  done: t('account.verify.done'),
  toPanel: t('account.verify.toPanel'),
  toLogin: t('account.verify.toLogin'),
  back: t('account.backToLogin'),
})
