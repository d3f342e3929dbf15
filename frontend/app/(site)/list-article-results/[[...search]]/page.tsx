import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { ArticleGrid } from '../../../../components/site/ArticleGrid'
import { BlogSidebar } from '../../../../components/site/BlogSidebar'
import { Breadcrumbs } from '../../../../components/site/Breadcrumbs'
import { Notice } from '../../../../components/ui/Notice'
import { Pagination } from '../../../../components/ui/Pagination'
import { Main, PageHeader, TwoColumns } from '../../../../components/ui/layout'
import { toCardView } from '../../../../lib/articles/cardView'
import { siteData } from '../../../../lib/site/data'
import { siteReads } from '../../../../lib/siteReads'
import { paginationLabels } from '../../../../lib/site/labels'
import { pageMetadata } from '../../../../lib/site/metadata'
import { decodeSegment, pageNumber, searchTerm, single } from '../../../../lib/site/params'

type Props = { params: Promise<{ search?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

async function termOf({ params, searchParams }: Props) {
  const [{ search }, sp] = await Promise.all([params, searchParams])
  return { term: searchTerm(decodeSegment(search?.join(' '))), q: single(sp.q), page: pageNumber(sp.page) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { t } = await siteData()
  const { term } = await termOf(props)
  return pageMetadata({
    title: term ? t('search.titleFor', { term }) : t('search.title'),
    description: t('blog.metaDescription'),
    path: '/list-article-results',
    noindex: true,
  })
}

/** Search results (spec section 2): a prompt without a term, 'No results found' when nothing matches. */
export default async function SearchResultsPage(props: Props) {
  const { term, q, page } = await termOf(props)
  // The blog's search box sends ?q=; results live at the spec's path form.
  if (q !== undefined) redirect(searchTerm(q) ? `/list-article-results/${encodeURIComponent(searchTerm(q))}` : '/list-article-results')
  const { t, payload, baseUrl, language } = await siteData()
  const [list, popular, categories, tags] = await Promise.all([
    term
      ? siteReads()
          .publicArticleList(payload, { page, limit: 9, search: term, locale: language })
          .catch(() => null)
      : null,
    siteReads()
      .popularArticles(payload, 30, 5, language)
      .catch(() => []),
    siteReads()
      .publicCategories(payload, language)
      .catch(() => []),
    siteReads()
      .publicTags(payload, language)
      .catch(() => []),
  ])
  return (
    <Main id="main" tabIndex={-1}>
      <Breadcrumbs
        label={t('site.breadcrumb')}
        baseUrl={baseUrl}
        items={[
          { name: t('site.nav.home'), href: '/' },
          { name: t('blog.title'), href: '/blog' },
          { name: t('search.title'), href: '/list-article-results' },
        ]}
      />
      <PageHeader>
        <h1>{term ? t('search.titleFor', { term }) : t('search.title')}</h1>
        {list ? <p>{t('search.count', { count: list.meta.total })}</p> : null}
      </PageHeader>
      <TwoColumns>
        <div>
          {!term ? (
            <Notice>
              <p>{t('search.prompt')}</p>
            </Notice>
          ) : list === null ? (
            <Notice tone="error">
              <p>{t('search.error')}</p>
            </Notice>
          ) : list.data.length ? (
            <>
              <ArticleGrid articles={list.data.map((a) => toCardView(a, t))} level={2} />
              <Pagination
                page={page}
                totalPages={list.meta.totalPages}
                template={`/list-article-results/${encodeURIComponent(term)}?page=__PAGE__`}
                labels={paginationLabels(t)}
              />
            </>
          ) : (
            <Notice>
              <p>
                <strong>{t('search.noResults')}</strong>
              </p>
              <p>
                {t('search.noResultsHint')} <a href="/blog">{t('article.back')}</a>
              </p>
            </Notice>
          )}
        </div>
        <BlogSidebar t={t} categories={categories} tags={tags} popular={popular} search={term} />
      </TwoColumns>
    </Main>
  )
}
