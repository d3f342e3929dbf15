import type { Metadata } from 'next'
import { cache } from 'react'
import { ArticleView } from '../../../../components/site/ArticleView'
import { NotFoundView, notFoundMetadata } from '../../../../components/site/NotFoundView'
import { PreviewBanner } from '../../../../components/site/PreviewBanner'
import { Main } from '../../../../components/ui/layout'
import { siteData } from '../../../../lib/site/data'
import { siteReads } from '../../../../lib/siteReads'
import { formatDateTime } from '../../../../lib/format/dates'

type Props = { params: Promise<{ token: string }> }

/** The article a preview link shows in the visitor's language; a forged, expired or revoked link: null (a 404). */
const load = cache(async (token: string) => {
  const { payload, language } = await siteData()
  return siteReads().previewOf(payload, token, language)
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const preview = await load((await params).token)
  if (!preview) return notFoundMetadata()
  const { t } = await siteData()
  // Never indexed or followed, and no canonical: the address is a private, expiring link.
  return { title: `${t('article.preview.label')}: ${String(preview.article.title)}`, robots: { index: false, follow: false } }
}

/**
 * /preview/{signed token}: an article as its public page will show it, before it is (a draft, a
 * scheduled article, unsaved changes), with one banner that says so. No related list, no read
 * counted, no structured data; the gateway sends it uncached and unindexed.
 */
export default async function PreviewPage({ params }: Props) {
  const preview = await load((await params).token)
  if (!preview) return <NotFoundView />
  const { t, baseUrl, language } = await siteData()
  const { article } = preview
  return (
    <Main id="main" tabIndex={-1}>
      <PreviewBanner
        title={t('article.preview.label')}
        state={t(`article.preview.states.${article.status}`)}
        expires={t('article.preview.expires', { date: formatDateTime(preview.expiresAt) })}
      />
      <ArticleView article={article} t={t} url={`${baseUrl}/post/${article.slug}/${article.id}`} language={language} />
    </Main>
  )
}
