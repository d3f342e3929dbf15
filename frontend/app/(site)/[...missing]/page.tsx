import type { Metadata } from 'next'
import { NotFoundView, notFoundMetadata } from '../../../components/site/NotFoundView'
import { PageView } from '../../../components/site/pageBlocks/PageView'
import { siteData } from '../../../lib/site/data'
import { pageMetadata } from '../../../lib/site/metadata'
import { siteReads } from '../../../lib/siteReads'
import { pickImage } from '../../../lib/articles/cardView'

type Props = { params: Promise<{ missing: string[] }> }

/** The published page staff built at this address, if there is one (issue #43, item 2). */
async function pageAt(params: Props['params']) {
  const { payload, language } = await siteData()
  const segments = (await params).missing
  return siteReads().publicPage(payload, `/${segments.map((s) => decodeURIComponent(s)).join('/')}`, language)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await pageAt(params)
  if (!found) return notFoundMetadata()
  const { page } = found
  const image = page.seo?.image && typeof page.seo.image === 'object' ? pickImage(page.seo.image, 'hero')?.url : null
  const hero = page.layout?.find((b) => b.blockType === 'hero')
  return pageMetadata({
    title: page.seo?.title || page.title,
    description: page.seo?.description || (hero?.blockType === 'hero' ? (hero.lead ?? '') : '') || page.title,
    path: page.path ?? '/',
    image,
    noindex: page.seo?.noindex === true,
  })
}

/** A page staff built from blocks, or, where none is, the site's not-found page (status 404). */
export default async function PageOrMissing({ params }: Props) {
  const found = await pageAt(params)
  return found ? <PageView found={found} /> : <NotFoundView />
}
