import type { Metadata } from 'next'
import { NotFoundView, notFoundMetadata } from '../../../components/site/NotFoundView'
import { NewsletterSection } from '../../../components/home/NewsletterSection'
import { ArticleGrid } from '../../../components/site/ArticleGrid'
import { BlogSidebar } from '../../../components/site/BlogSidebar'
import { Breadcrumbs } from '../../../components/site/Breadcrumbs'
import { Notice } from '../../../components/ui/Notice'
import { Pagination } from '../../../components/ui/Pagination'
import { Main, PageHeader, TwoColumns } from '../../../components/ui/layout'
import { toCardView } from '../../../lib/articles/cardView'
import { siteData } from '../../../lib/site/data'
import { siteReads } from '../../../lib/siteReads'
import { paginationLabels } from '../../../lib/site/labels'
import { pageMetadata } from '../../../lib/site/metadata'
import { SLUG_PATTERN, pageNumber, single } from '../../../lib/site/params'

const PAGE_SIZE = 9

type Search = Promise<Record<string, string | string[] | undefined>>

async function filters(searchParams: Search) {
  const sp = await searchParams
  const { payload, language } = await siteData()
  const [categories, tags] = (await Promise.all([siteReads().publicCategories(payload, language), siteReads().publicTags(payload, language)])) as [
    Array<{ name: string; slug: string; backgroundColor: string; description?: string }>,
    Array<{ name: string; slug: string }>,
  ]
  const categorySlug = single(sp.category)
  const tagSlug = single(sp.tag)
  const category = categorySlug !== undefined ? categories.find((c) => c.slug === categorySlug && SLUG_PATTERN.test(categorySlug)) : undefined
  const tag = tagSlug !== undefined ? tags.find((t) => t.slug === tagSlug && SLUG_PATTERN.test(tagSlug)) : undefined
  // Unknown or malformed filters are a 404: there is no such list.
  if ((categorySlug !== undefined && !category) || (tagSlug !== undefined && !tag)) return null
  return { page: pageNumber(sp.page), category, tag, categories, tags }
}

export async function generateMetadata({ searchParams }: { searchParams: Search }): Promise<Metadata> {
  const { t } = await siteData()
  const found = await filters(searchParams)
  if (!found) return notFoundMetadata()
  const { page, category, tag } = found
  const query = new URLSearchParams()
  if (category) query.set('category', category.slug)
  if (tag) query.set('tag', tag.slug)
  if (page > 1) query.set('page', String(page))
  const name = category?.name ?? (tag ? `#${tag.name}` : null)
  return pageMetadata({
    title: name ? `${t('blog.title')}: ${name}` : t('blog.title'),
    description: category?.description || t('blog.metaDescription'),
    path: `/blog${query.size ? `?${query}` : ''}`,
  })
}

export default async function BlogPage({ searchParams }: { searchParams: Search }) {
  const { t, payload, language, baseUrl } = await siteData()
  const found = await filters(searchParams)
  if (!found) return <NotFoundView />
  const { page, category, tag, categories, tags } = found
  const [list, popular] = await Promise.all([
    siteReads().publicArticleList(payload, { page, limit: PAGE_SIZE, category: category?.slug, tag: tag?.slug, locale: language }),
    siteReads()
      .popularArticles(payload, 30, 5, language)
      .catch(() => []),
  ])
  const cards = list.data.map((a) => toCardView(a, t))
  const base = new URLSearchParams()
  if (category) base.set('category', category.slug)
  if (tag) base.set('tag', tag.slug)
  const template = `/blog?${base.size ? `${base}&` : ''}page=__PAGE__`
  const filterName = category?.name ?? (tag ? `#${tag.name}` : null)
  return (
    <Main id="main" tabIndex={-1}>
      <Breadcrumbs
        label={t('site.breadcrumb')}
        baseUrl={baseUrl}
        items={[
          { name: t('site.nav.home'), href: '/' },
          { name: t('blog.title'), href: '/blog' },
        ]}
      />
      <PageHeader>
        <h1>{t('blog.title')}</h1>
        <p>{t('blog.lead')}</p>
      </PageHeader>
      <TwoColumns>
        <div>
          {filterName ? (
            <p>
              {t('blog.filteredBy', { name: filterName })} · <a href="/blog">{t('blog.clearFilter')}</a>
            </p>
          ) : null}
          {cards.length ? (
            <ArticleGrid articles={cards} priority={page === 1 ? 2 : 0} level={2} />
          ) : page > 1 ? (
            <Notice>
              <p>
                {t('blog.pageEmpty')} <a href={template.replace('__PAGE__', '1')}>{t('blog.firstPage')}</a>
              </p>
            </Notice>
          ) : (
            <p>{t('blog.empty')}</p>
          )}
          <Pagination page={page} totalPages={list.meta.totalPages} template={template} labels={paginationLabels(t)} />
        </div>
        <BlogSidebar t={t} categories={categories} tags={tags} popular={popular} current={{ category: category?.slug, tag: tag?.slug }} />
      </TwoColumns>
      <NewsletterSection t={t} language={language} idPrefix="blog-newsletter" />
    </Main>
  )
}
