import type { Metadata } from 'next'
import { LegalPage } from '../../../components/site/LegalPage'
import { siteData } from '../../../lib/site/data'
import { pageMetadata } from '../../../lib/site/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await siteData()
  return pageMetadata({ title: t('legal.privacy.title'), description: t('legal.privacy.metaDescription'), path: '/privacy-police' })
}

export default function Page() {
  return <LegalPage which="privacy" path="/privacy-police" />
}
