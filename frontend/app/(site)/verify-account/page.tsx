import type { Metadata } from 'next'
import { AccountCard } from '../../../components/account/AccountCard'
import { VerifyForm } from '../../../components/account/VerifyForm'
import { verifyLabels } from '../../../lib/site/accountLabels'
import { siteData } from '../../../lib/site/data'
import { formMessages } from '../../../lib/site/labels'
import { pageMetadata } from '../../../lib/site/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await siteData()
  return pageMetadata({ title: t('account.verify.title'), description: t('account.verify.lead'), path: '/verify-account', noindex: true })
}

/** /verify-account?email=…: the e-mailed code confirms the address; the e-mail is only prefilled. */
export default async function VerifyPage({ searchParams }: { searchParams: Promise<{ email?: string | string[] }> }) {
  const { t, language } = await siteData()
  const given = (await searchParams).email
  const email = typeof given === 'string' ? given.slice(0, 254) : ''
  return (
    <AccountCard id="main" tabIndex={-1}>
      <h1>{t('account.verify.title')}</h1>
      <p>{t('account.verify.lead')}</p>
      <VerifyForm email={email} labels={verifyLabels(t)} messages={formMessages(t)} language={language} generic={t('errors.generic')} />
    </AccountCard>
  )
}
