import type { Metadata } from 'next'
import { LegalPage } from '../../../components/site/LegalPage'
import { siteData } from '../../../lib/site/data'
import { pageMetadata } from '../../../lib/site/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await siteData()
  return pageMetadata({ title: t('legal.cookies.title'), description: t('legal.cookies.metaDescription'), path: '/cookies' })
}

export default function Page() {
  return <LegalPage which="cookies" path="/cookies" />
}
