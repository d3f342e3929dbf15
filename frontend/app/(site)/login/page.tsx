import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { AccountCard } from '../../../components/account/AccountCard'
import { LoginForm } from '../../../components/account/LoginForm'
import { loginLabels } from '../../../lib/site/accountLabels'
import { siteData } from '../../../lib/site/data'
import { formMessages } from '../../../lib/site/labels'
import { pageMetadata } from '../../../lib/site/metadata'
import { siteReads } from '../../../lib/siteReads'
import { SETUP_PATH } from '../../../../domain/setup'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await siteData()
  return pageMetadata({ title: t('account.login.title'), description: t('account.login.lead'), path: '/login', noindex: true })
}

export default async function LoginPage() {
  const { t, language, payload } = await siteData()
  // A site with no user yet has nobody to sign in: its first screen is the setup (issue #43, item 1).
  if (await siteReads().setupNeeded(payload)) redirect(SETUP_PATH)
  return (
    <AccountCard id="main" tabIndex={-1}>
      <h1>{t('account.login.title')}</h1>
      <p>{t('account.login.lead')}</p>
      <LoginForm labels={loginLabels(t)} messages={formMessages(t)} language={language} generic={t('errors.generic')} />
    </AccountCard>
  )
}
