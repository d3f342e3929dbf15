import type { Metadata } from 'next'
import { AccountCard } from '../../../components/account/AccountCard'
import { SetupForm } from '../../../components/account/SetupForm'
import { resetLabels } from '../../../lib/site/accountLabels'
import { siteData } from '../../../lib/site/data'
import { formMessages } from '../../../lib/site/labels'
import { pageMetadata } from '../../../lib/site/metadata'
import { siteReads } from '../../../lib/siteReads'
import { LANGUAGES } from '../../../../locales/languages'
import { SETUP_PATH } from '../../../../domain/setup'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await siteData()
  return pageMetadata({ title: t('account.setup.title'), description: t('account.setup.lead'), path: SETUP_PATH, noindex: true })
}

/** The first screen of a site started without the demo and without SEED_ADMIN_* (issue #43, item 1). */
export default async function SetupPage() {
  const { t, language, payload } = await siteData()
  const needed = await siteReads().setupNeeded(payload)
  const reset = resetLabels(t)
  return (
    <AccountCard id="main" tabIndex={-1}>
      <h1>{t('account.setup.title')}</h1>
      {needed ? (
        <>
          <p>{t('account.setup.lead')}</p>
          <SetupForm
            labels={{
              company: t('account.setup.company'),
              name: t('account.setup.name'),
              lastName: t('account.setup.lastName'),
              email: t('account.setup.email'),
              password: t('account.setup.password'),
              confirm: t('account.setup.confirm'),
              language: t('account.setup.language'),
              submit: t('account.setup.submit'),
              sending: t('account.sending'),
              done: t('account.setup.done'),
              rulesTitle: reset.rulesTitle,
              rules: reset.rules,
              met: reset.met,
              unmet: reset.unmet,
            }}
            languages={LANGUAGES.map((value) => ({ value, label: t(`site.language.names.${value}`) }))}
            defaultLanguage={language}
            messages={formMessages(t)}
            language={language}
            generic={t('errors.generic')}
          />
        </>
      ) : (
        <>
          <p>{t('account.setup.already')}</p>
          <p>
            <a href="/login">{t('account.setup.toLogin')}</a>
          </p>
        </>
      )}
    </AccountCard>
  )
}
