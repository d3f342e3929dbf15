import type { Metadata } from 'next'
import { AccountCard } from '../../../components/account/AccountCard'
import { FirstAccessForm } from '../../../components/account/FirstAccessForm'
import { resetLabels } from '../../../lib/site/accountLabels'
import { siteData } from '../../../lib/site/data'
import { formMessages } from '../../../lib/site/labels'
import { pageMetadata } from '../../../lib/site/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await siteData()
  return pageMetadata({ title: t('account.firstAccess.title'), description: t('account.firstAccess.lead'), path: '/first-access-password', noindex: true })
}

export default async function FirstAccessPage() {
  const { t, language } = await siteData()
  return (
    <AccountCard id="main" tabIndex={-1}>
      <h1>{t('account.firstAccess.title')}</h1>
      <p>{t('account.firstAccess.lead')}</p>
      <FirstAccessForm labels={resetLabels(t)} messages={formMessages(t)} language={language} generic={t('errors.generic')} />
    </AccountCard>
  )
}
