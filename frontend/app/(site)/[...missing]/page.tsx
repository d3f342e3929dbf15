import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { NotFoundView, notFoundMetadata } from '../../../components/site/NotFoundView'
import { PageView } from '../../../components/site/pageBlocks/PageView'
import { siteData } from '../../../lib/site/data'
import { builtPageMetadata } from '../../../lib/site/builtPageMetadata'
import { siteReads } from '../../../lib/siteReads'

type Props = { params: Promise<{ missing: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The published page staff built at this address, if there is one (issue #43, item 2). */
async function pageAt(params: Props['params']) {
  const { payload, language } = await siteData()
  const asked = `/${(await params).missing.map((s) => decodeURIComponent(s)).join('/')}`
  const found = await siteReads().publicPage(payload, asked, language)
  // One address per page: `/About` or `/rc-sistemi` leads to `/about` or the spec's `/rc-sistemI`.
  if (found?.page.path && found.page.path !== asked) permanentRedirect(found.page.path)
  return found
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await pageAt(params)
  return found ? builtPageMetadata(found) : notFoundMetadata()
}

/** A page staff built from blocks, or, where none is, the site's not-found page (status 404). */
export default async function PageOrMissing({ params, searchParams }: Props) {
  const found = await pageAt(params)
  return found ? <PageView found={found} reviewing={(await searchParams).terms === 'review'} /> : <NotFoundView />
}
