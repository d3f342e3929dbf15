import type { Metadata } from 'next'
import { UnsubscribeForm } from '../../../../components/forms/UnsubscribeForm'
import { Card, Main, PageHeader } from '../../../../components/ui/layout'
import { Notice } from '../../../../components/ui/Notice'
import { siteData } from '../../../../lib/site/data'
import { formMessages, unsubscribeLabels } from '../../../../lib/site/labels'
import { pageMetadata } from '../../../../lib/site/metadata'
import { ID_PATTERN, KEY_PATTERN } from '../../../../lib/site/params'

type Props = { params: Promise<{ params?: string[] }> }

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await siteData()
  return pageMetadata({
    title: t('newsletter.unsubscribe.title'),
    description: t('newsletter.unsubscribe.text'),
    path: '/unsubscribe-newsletter',
    noindex: true,
  })
}

/**
 * /unsubscribe-newsletter/{unique_key}/{id}: asks for a reason and confirms. Without the
 * e-mail's link (or with a malformed one) the page explains where to find it.
 */
export default async function UnsubscribePage({ params }: Props) {
  const [key, id, ...extra] = (await params).params ?? []
  const { t, language } = await siteData()
  const valid = key && id && !extra.length && KEY_PATTERN.test(key) && ID_PATTERN.test(id)
  return (
    <Main id="main" tabIndex={-1}>
      <PageHeader>
        <h1>{t('newsletter.unsubscribe.title')}</h1>
        <p>{t('newsletter.unsubscribe.text')}</p>
      </PageHeader>
      <Card style={{ maxWidth: 640 }}>
        {valid ? (
          <UnsubscribeForm id={id} uniqueKey={key} labels={unsubscribeLabels(t)} messages={formMessages(t)} language={language} generic={t('errors.generic')} />
        ) : (
          <Notice>
            <p>{key || id ? t('newsletter.unsubscribe.invalid') : t('newsletter.unsubscribe.missing')}</p>
          </Notice>
        )}
      </Card>
    </Main>
  )
}
