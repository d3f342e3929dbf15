import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { NotFoundView, notFoundMetadata } from '../../../../components/site/NotFoundView'
import { cache } from 'react'
import { relatedArticles } from '../../../../lib/articles/related'
import { otherTextLanguage } from '../../../../lib/articles/textLanguage'
import { ArticleGrid } from '../../../../components/site/ArticleGrid'
import { ArticleView } from '../../../../components/site/ArticleView'
import { Breadcrumbs } from '../../../../components/site/Breadcrumbs'
import { JsonLd } from '../../../../components/site/JsonLd'
import { ReadBeacon } from '../../../../components/site/ReadBeacon'
import { urlOf } from '../../../../lib/api/routes'
import { Main, Section } from '../../../../components/ui/layout'
import { pickImage, toCardView } from '../../../../lib/articles/cardView'
import { siteData } from '../../../../lib/site/data'
import { pageMetadata } from '../../../../lib/site/metadata'
import { ID_PATTERN, SLUG_PATTERN } from '../../../../lib/site/params'
import { siteReads } from '../../../../lib/siteReads'

type Props = { params: Promise<{ params?: string[] }> }

/**
 * The article for /post/{slug}/{id}; drafts, scheduled, unknown or malformed: null (a 404).
 * Keyed by strings: React's cache compares arguments by identity, and the metadata and the page
 * get params arrays of their own, so an array key read the article twice on every render.
 */
const loadArticle = cache(async (slug: string | undefined, id: string | undefined, extra: number) => {
  if (!slug) redirect('/blog') // /post alone: the list it belongs to
  if (!id || extra || !SLUG_PATTERN.test(slug) || !ID_PATTERN.test(id)) return null
  const { payload, language } = await siteData()
  const { publicArticle, isNotFound } = siteReads()
  const article = await publicArticle(payload, slug, id, language).catch((error: unknown) => {
    if (isNotFound(error)) return null
    throw error
  })
  return article
})
const load = (segments: string[] | undefined) => loadArticle(segments?.[0], segments?.[1], Math.max(0, (segments?.length ?? 0) - 2))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await load((await params).params)
  if (!article) return notFoundMetadata()
  const image = pickImage(article.image, 'hero')
  return pageMetadata({
    title: String(article.title),
    description: String(article.excerpt ?? ''),
    path: `/post/${article.slug}/${article.id}`,
    image: image?.url,
    type: 'article',
    paths: Object.fromEntries(Object.entries(article.slugs).map(([language, slug]) => [language, `/post/${slug}/${article.id}`])),
  })
}

export default async function PostPage({ params }: Props) {
  const article = await load((await params).params)
  if (!article) return <NotFoundView />
  const { t, payload, baseUrl, company, language } = await siteData()
  const author = article.author
  const related = await relatedArticles(payload, article, language)
  const url = `${baseUrl}/post/${article.slug}/${article.id}`
  const cover = pickImage(article.image, 'hero')
  const authorHref = author?.unique_key ? `/profile/${author.unique_key}/${author.id}` : null
  const title = String(article.title)
  return (
    <Main id="main" tabIndex={-1}>
      <Breadcrumbs
        label={t('site.breadcrumb')}
        baseUrl={baseUrl}
        items={[
          { name: t('site.nav.home'), href: '/' },
          { name: t('blog.title'), href: '/blog' },
          { name: title, href: `/post/${article.slug}/${article.id}`, lang: otherTextLanguage(article, language) },
        ]}
      />
      <ArticleView
        article={article}
        t={t}
        url={url}
        language={language}
        biographyLanguage={author ? await siteReads().biographyLanguage(payload, author.id, language) : undefined}
      />
      {related.length ? (
        <Section aria-labelledby="related-title">
          <h2 id="related-title">{t('article.related')}</h2>
          <ArticleGrid articles={related.map((a) => toCardView(a, t))} columns={3} fill />
        </Section>
      ) : null}
      <ReadBeacon articleId={String(article.id)} url={urlOf('articleRead', { id: article.id })} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: title,
          description: String(article.excerpt ?? ''),
          datePublished: article.publishedAt,
          dateModified: article.updatedAt ?? article.publishedAt,
          mainEntityOfPage: url,
          ...(cover ? { image: [new URL(cover.url, `${baseUrl}/`).href] } : {}),
          ...(author ? { author: { '@type': 'Person', name: author.full_name, ...(authorHref ? { url: `${baseUrl}${authorHref}` } : {}) } } : {}),
          publisher: { '@type': 'Organization', name: company.name },
        }}
      />
    </Main>
  )
}
