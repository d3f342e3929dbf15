import type { Metadata } from 'next'
import { HomeV2 } from '../../../components/home/HomeV2'
import { siteData } from '../../../lib/site/data'
import { pageMetadata } from '../../../lib/site/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const { t, company } = await siteData()
  // The same content as the home: search engines should index "/" only.
  return pageMetadata({ description: company.tagline || t('home.metaDescription'), path: '/' })
}

/** Always the v2 design, whatever the layout setting. */
export default function HomeV2Page() {
  return <HomeV2 />
}
