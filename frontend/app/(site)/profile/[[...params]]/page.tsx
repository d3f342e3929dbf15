import type { Metadata } from 'next'
import { NotFoundView, notFoundMetadata } from '../../../../components/site/NotFoundView'
import { cache } from 'react'
import { ArticleGrid } from '../../../../components/site/ArticleGrid'
import { AuthorBox, Avatar } from '../../../../components/site/ArticleParts'
import { Breadcrumbs } from '../../../../components/site/Breadcrumbs'
import { JsonLd } from '../../../../components/site/JsonLd'
import { Pagination } from '../../../../components/ui/Pagination'
import { Main, Section } from '../../../../components/ui/layout'
import { pickImage, toCardView } from '../../../../lib/articles/cardView'
import { siteData } from '../../../../lib/site/data'
import { siteReads } from '../../../../lib/siteReads'
import { paginationLabels } from '../../../../lib/site/labels'
import { pageMetadata } from '../../../../lib/site/metadata'
import { ID_PATTERN, KEY_PATTERN, pageNumber } from '../../../../lib/site/params'

type Props = { params: Promise<{ params?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /profile/{unique_key}/{id}: an active author's public profile; anything else is null (a 404). Keyed by strings, as the article page's. */
const loadAuthor = cache(async (key: string | undefined, id: string | undefined, extra: number) => {
  if (!key || !id || extra || !KEY_PATTERN.test(key) || !ID_PATTERN.test(id)) return null
  const { payload, language } = await siteData()
  const author = await siteReads()
    .publicAuthor(payload, key, id, language)
    .catch(() => null)
  return author
})
const load = (segments: string[] | undefined) => loadAuthor(segments?.[0], segments?.[1], Math.max(0, (segments?.length ?? 0) - 2))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const author = await load((await params).params)
  if (!author) return notFoundMetadata()
  const { t } = await siteData()
  const photo = pickImage(author.image, 'card')
  return pageMetadata({
    title: author.full_name ?? undefined,
    description: author.biography?.slice(0, 160) || t('profile.title'),
    path: `/profile/${author.unique_key}/${author.id}`,
    image: photo?.url,
  })
}

export default async function ProfilePage({ params, searchParams }: Props) {
  const author = await load((await params).params)
  if (!author) return <NotFoundView />
  const page = pageNumber((await searchParams).page)
  const { t, payload, baseUrl, language } = await siteData()
  const articles = await siteReads().publicArticleList(payload, { page, limit: 9, author: String(author.id), locale: language })
  const photo = pickImage(author.image, 'thumbnail')
  const bioLanguage = author.biography ? await siteReads().biographyLanguage(payload, author.id, language) : language
  const path = `/profile/${author.unique_key}/${author.id}`
  return (
    <Main id="main" tabIndex={-1}>
      <Breadcrumbs
        label={t('site.breadcrumb')}
        baseUrl={baseUrl}
        items={[
          { name: t('site.nav.home'), href: '/' },
          { name: t('blog.title'), href: '/blog' },
          { name: author.full_name ?? '', href: path },
        ]}
      />
      <AuthorBox aria-labelledby="profile-name">
        {photo ? <Avatar image={photo} alt={t('profile.photo', { name: author.full_name })} /> : null}
        <div>
          <h2>{t('profile.title')}</h2>
          <h1 id="profile-name" style={{ margin: '0 0 4px' }}>
            {author.full_name}
          </h1>
          {author.position ? (
            <p>
              <strong>{t(`profile.positions.${author.position}`, { defaultValue: author.position })}</strong>
            </p>
          ) : null}
          {author.biography && bioLanguage !== language ? <p className="note">{t('profile.bioNotTranslated')}</p> : null}
          <p lang={author.biography && bioLanguage !== language ? bioLanguage : undefined}>{author.biography || t('profile.noBiography')}</p>
        </div>
      </AuthorBox>
      <Section aria-labelledby="author-articles">
        <h2 id="author-articles">{t('profile.articles', { name: author.full_name })}</h2>
        {articles.data.length ? <ArticleGrid articles={articles.data.map((a) => toCardView(a, t))} /> : <p>{t('profile.noArticles')}</p>}
        <Pagination page={page} totalPages={articles.meta.totalPages} template={`${path}?page=__PAGE__`} labels={paginationLabels(t)} />
      </Section>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: author.full_name,
          jobTitle: author.position ? t(`profile.positions.${author.position}`, { defaultValue: author.position }) : undefined,
          description: author.biography ?? undefined,
          url: `${baseUrl}${path}`,
        }}
      />
    </Main>
  )
}
