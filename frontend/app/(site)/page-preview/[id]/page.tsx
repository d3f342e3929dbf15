import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { cache } from 'react'
import { NotFoundView, notFoundMetadata } from '../../../../components/site/NotFoundView'
import { PageView } from '../../../../components/site/pageBlocks/PageView'
import { LivePreviewRefresh } from '../../../../components/site/pageBlocks/LivePreviewRefresh'
import { PreviewBanner } from '../../../../components/site/PreviewBanner'
import { siteData } from '../../../../lib/site/data'
import { siteReads } from '../../../../lib/siteReads'

type Props = { params: Promise<{ id: string }> }

const load = cache(async (id: string) => {
  const { payload, language } = await siteData()
  return siteReads().pageForPreview(payload, id, language, await headers())
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load((await params).id)
  if (!found) return notFoundMetadata()
  const { t } = await siteData()
  return { title: `${t('article.preview.label')}: ${found.page.title}`, robots: { index: false, follow: false } }
}

/**
 * /page-preview/{id}: a page's newest draft at its public look, for an editor signed in to the
 * panels: the block editor's Preview button and its Live Preview pane open it (issue #43, item 2).
 * Anyone else gets the not-found page; the gateway never stores it.
 */
export default async function PagePreview({ params }: Props) {
  const found = await load((await params).id)
  if (!found) return <NotFoundView />
  const { t } = await siteData()
  return (
    <>
      <PreviewBanner title={t('article.preview.label')} state={t('pageView.preview')} />
      <PageView found={found} preview />
      <LivePreviewRefresh />
    </>
  )
}
