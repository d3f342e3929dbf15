import type { Metadata } from 'next'
import { AccountCard } from '../../../components/account/AccountCard'
import { RecoverForm } from '../../../components/account/RecoverForm'
import { recoverLabels } from '../../../lib/site/accountLabels'
import { siteData } from '../../../lib/site/data'
import { formMessages } from '../../../lib/site/labels'
import { pageMetadata } from '../../../lib/site/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await siteData()
  return pageMetadata({ title: t('account.recover.title'), description: t('account.recover.lead'), path: '/recover-password', noindex: true })
}

export default async function RecoverPage() {
  const { t, language } = await siteData()
  return (
    <AccountCard id="main" tabIndex={-1}>
      <h1>{t('account.recover.title')}</h1>
      <p>{t('account.recover.lead')}</p>
      <RecoverForm labels={recoverLabels(t)} messages={formMessages(t)} language={language} generic={t('errors.generic')} />
    </AccountCard>
  )
}
