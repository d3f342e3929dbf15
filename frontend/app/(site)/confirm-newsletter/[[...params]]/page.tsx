import type { Metadata } from 'next'
import { ConfirmNewsletterForm } from '../../../../components/forms/ConfirmNewsletterForm'
import { Card, Main, PageHeader } from '../../../../components/ui/layout'
import { Notice } from '../../../../components/ui/Notice'
import { siteData } from '../../../../lib/site/data'
import { formMessages } from '../../../../lib/site/labels'
import { pageMetadata } from '../../../../lib/site/metadata'
import { ID_PATTERN } from '../../../../lib/site/params'

type Props = { params: Promise<{ params?: string[] }> }

const TOKEN_PATTERN = /^\d{1,12}\.[A-Za-z0-9_-]{43}$/

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await siteData()
  return pageMetadata({ title: t('newsletter.confirm.title'), description: t('newsletter.confirm.text'), path: '/confirm-newsletter', noindex: true })
}

/**
 * /confirm-newsletter/{id}/{token}: the link of the double opt-in e-mail. The button confirms;
 * a forged, expired or used link is answered by the API in the visitor's language. Without a
 * well-formed link the page says where to find it.
 */
export default async function ConfirmNewsletterPage({ params }: Props) {
  const [id, token, ...extra] = (await params).params ?? []
  const { t, language } = await siteData()
  const valid = id && token && !extra.length && ID_PATTERN.test(id) && TOKEN_PATTERN.test(token)
  return (
    <Main id="main" tabIndex={-1}>
      <PageHeader>
        <h1>{t('newsletter.confirm.title')}</h1>
        <p>{t('newsletter.confirm.text')}</p>
      </PageHeader>
      <Card style={{ maxWidth: 640 }}>
        {valid ? (
          <ConfirmNewsletterForm
            id={id}
            token={token}
            labels={{ submit: t('newsletter.confirm.submit'), sending: t('newsletter.confirm.sending'), done: t('newsletter.confirm.done') }}
            messages={formMessages(t)}
            language={language}
            generic={t('errors.generic')}
          />
        ) : (
          <Notice>
            <p>{id || token ? t('api.newsletterConfirmLinkInvalid') : t('newsletter.confirm.missing')}</p>
          </Notice>
        )}
      </Card>
    </Main>
  )
}
