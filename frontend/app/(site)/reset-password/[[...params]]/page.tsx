import type { Metadata } from 'next'
import { AccountCard } from '../../../../components/account/AccountCard'
import { ResetForm } from '../../../../components/account/ResetForm'
import { Notice } from '../../../../components/ui/Notice'
import { resetLabels } from '../../../../lib/site/accountLabels'
import { siteData } from '../../../../lib/site/data'
import { formMessages } from '../../../../lib/site/labels'
import { pageMetadata } from '../../../../lib/site/metadata'
import { ID_PATTERN } from '../../../../lib/site/params'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await siteData()
  return pageMetadata({ title: t('account.reset.title'), description: t('account.reset.lead'), path: '/reset-password', noindex: true })
}

/** /reset-password/{id}/{token}: the one-time link from the recovery e-mail. */
export default async function ResetPage({ params }: { params: Promise<{ params?: string[] }> }) {
  const [id, token, ...extra] = (await params).params ?? []
  const { t, language } = await siteData()
  const valid = id && token && !extra.length && ID_PATTERN.test(id) && /^[0-9a-f]{20,128}$/.test(token)
  return (
    <AccountCard id="main" tabIndex={-1}>
      <h1>{t('account.reset.title')}</h1>
      <p>{t('account.reset.lead')}</p>
      {valid ? (
        <ResetForm id={id} token={token} labels={resetLabels(t)} messages={formMessages(t)} language={language} generic={t('errors.generic')} />
      ) : (
        <Notice tone="error">
          <p>
            {t('api.resetLinkInvalid')} <a href="/recover-password">{t('account.recover.title')}</a>
          </p>
        </Notice>
      )}
    </AccountCard>
  )
}
