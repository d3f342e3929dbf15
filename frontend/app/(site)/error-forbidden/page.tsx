import type { Metadata } from 'next'
import { StatusView } from '../../../components/site/StatusView'
import { siteData } from '../../../lib/site/data'
import { pageMetadata } from '../../../lib/site/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await siteData()
  return pageMetadata({ title: t('forbidden.title'), description: t('forbidden.text'), path: '/error-forbidden', noindex: true })
}

/** Where the back-office guard sends a user whose roles lack a route (spec section 2). */
export default async function ForbiddenPage() {
  const { t } = await siteData()
  return <StatusView title={t('forbidden.title')} text={t('forbidden.text')} action={{ label: t('forbidden.home'), href: '/' }} />
}
