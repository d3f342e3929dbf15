import type { PageLatestArticlesBlock } from '../../../../payload-types'
import { LATEST_ARTICLES_MAX } from '../../../../domain/pages'
import { siteData } from '../../../lib/site/data'
import { siteReads } from '../../../lib/siteReads'
import { toCardView } from '../../../lib/articles/cardView'
import { ArticleGrid } from '../ArticleGrid'
import { BlockSection } from './styles'

const slugOf = (value: unknown) => (value && typeof value === 'object' ? ((value as { slug?: string | null }).slug ?? undefined) : undefined)

/** The newest published articles, of a category or a tag if the block names one: the blog's own list, first page. */
export async function LatestArticlesBlock({ block }: { block: PageLatestArticlesBlock }) {
  const { t, payload, language } = await siteData()
  const limit = Math.min(Math.max(block.count ?? 3, 1), LATEST_ARTICLES_MAX)
  const list = await siteReads().publicArticleList(payload, { page: 1, limit, category: slugOf(block.category), tag: slugOf(block.tag), locale: language })
  if (!list.data.length) return null
  return (
    <BlockSection>
      <h2>{block.heading || t('home.latestTitle')}</h2>
      <ArticleGrid articles={list.data.map((a) => toCardView(a, t))} level={3} />
    </BlockSection>
  )
}
