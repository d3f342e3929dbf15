import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { NotFoundView, notFoundMetadata } from '../../../../components/site/NotFoundView'
import { cache } from 'react'
import { publicArticle, publicArticleList } from '../../../../../services/articles/publicQueries'
import { lexicalToHtml } from '../../../../../services/text/lexicalHtml'
import { ArticleGrid } from '../../../../components/site/ArticleGrid'
import { ArticleHeader, AuthorBox, Avatar, CoverImage, ShareList, TagList } from '../../../../components/site/ArticleParts'
import { Breadcrumbs } from '../../../../components/site/Breadcrumbs'
import { JsonLd } from '../../../../components/site/JsonLd'
import { ServiceError } from '../../../../../services/errors'
import { ReadBeacon } from '../../../../components/site/ReadBeacon'
import { urlOf } from '../../../../lib/api/routes'
import { Chip } from '../../../../components/ui/Chip'
import { Main, Prose, Section } from '../../../../components/ui/layout'
import { pickImage, readTimeLabel, toCardView } from '../../../../lib/articles/cardView'
import { formatDate } from '../../../../lib/format/dates'
import { siteData } from '../../../../lib/site/data'
import { pageMetadata } from '../../../../lib/site/metadata'
import { ID_PATTERN, SLUG_PATTERN } from '../../../../lib/site/params'
import { DEFAULT_CONTENT_LOCALE } from '../../../../../domain/contentLocales'

type Props = { params: Promise<{ params?: string[] }> }

/** The article for /post/{slug}/{id}; drafts, scheduled, unknown or malformed: null (a 404). */
const load = cache(async (segments: string[] | undefined) => {
  const [slug, id, ...extra] = segments ?? []
  if (!slug) redirect('/blog') // /post alone: the list it belongs to
  if (!id || extra.length || !SLUG_PATTERN.test(slug) || !ID_PATTERN.test(id)) return null
  const { payload, language } = await siteData()
  const article = await publicArticle(payload, slug, id, language).catch((error: unknown) => {
    if (error instanceof ServiceError && error.code === 'NOT_FOUND') return null
    throw error
  })
  return article
})

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
  const categories = article.categories
  const tags = article.tags
  const author = article.author
  const related = categories[0]
    ? (await publicArticleList(payload, { page: 1, limit: 4, category: categories[0].slug, locale: language })).data
        .filter((a) => String(a.id) !== String(article.id))
        .slice(0, 3)
    : []
  const url = `${baseUrl}/post/${article.slug}/${article.id}`
  const cover = pickImage(article.image, 'hero')
  const authorPhoto = author ? pickImage(author.image, 'thumbnail') : null
  const authorHref = author?.unique_key ? `/profile/${author.unique_key}/${author.id}` : null
  const title = String(article.title)
  // Not yet in the visitor's language: the pt-BR text, marked as such for readers and screen readers.
  const source = article.translated.includes(language) ? undefined : DEFAULT_CONTENT_LOCALE
  const share = [
    ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`],
    ['X', `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`],
    ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
    ['WhatsApp', `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`],
  ]
  return (
    <Main id="main" tabIndex={-1}>
      <Breadcrumbs
        label={t('site.breadcrumb')}
        baseUrl={baseUrl}
        items={[
          { name: t('site.nav.home'), href: '/' },
          { name: t('blog.title'), href: '/blog' },
          { name: title, href: `/post/${article.slug}/${article.id}` },
        ]}
      />
      <article>
        <ArticleHeader>
          <div>
            {categories.map((c) => (
              <Chip key={c.slug} name={c.name} background={c.backgroundColor} href={`/blog?category=${encodeURIComponent(c.slug)}`} />
            ))}
          </div>
          <h1 lang={source}>{title}</h1>
          {source ? (
            <p className="untranslated" role="note">
              {t('article.notTranslated')}
            </p>
          ) : null}
          {article.excerpt ? (
            <p className="excerpt" lang={source}>
              {String(article.excerpt)}
            </p>
          ) : null}
          <p className="meta">
            {author?.full_name ? <>{t('home.by', { name: author.full_name })} · </> : null}
            <time dateTime={String(article.publishedAt)}>{t('article.publishedOn', { date: formatDate(article.publishedAt) })}</time> ·{' '}
            {t('article.readTime', { time: readTimeLabel(Number(article.readTime ?? 0), t) })}
          </p>
        </ArticleHeader>
        {cover ? <CoverImage image={cover} /> : null}
        <Prose data-article-body="" lang={source} dangerouslySetInnerHTML={{ __html: lexicalToHtml(article.content) }} />
        {tags.length ? (
          <section aria-labelledby="tags-title">
            <h2 id="tags-title">{t('article.tags')}</h2>
            <TagList>
              {tags.map((tag) => (
                <li key={tag.slug}>
                  <a href={`/blog?tag=${encodeURIComponent(tag.slug)}`}>#{tag.name}</a>
                </li>
              ))}
            </TagList>
          </section>
        ) : null}
        <section aria-labelledby="share-title">
          <h2 id="share-title">{t('article.share')}</h2>
          <ShareList>
            {share.map(([network, href]) => (
              <li key={network}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t('article.shareOn', { network })}>
                  {network}
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`} aria-label={t('article.shareByEmail')}>
                {t('article.email')}
              </a>
            </li>
          </ShareList>
        </section>
        {author ? (
          <AuthorBox aria-labelledby="author-title">
            {authorPhoto ? <Avatar image={authorPhoto} alt={t('profile.photo', { name: author.full_name })} /> : null}
            <div>
              <h2 id="author-title">{t('article.author')}</h2>
              {authorHref ? (
                <a className="name" href={authorHref} aria-label={t('article.authorProfile', { name: author.full_name })}>
                  {author.full_name}
                </a>
              ) : (
                <strong>{author.full_name}</strong>
              )}
              {author.position ? <p>{t(`profile.positions.${author.position}`, { defaultValue: author.position })}</p> : null}
              {author.biography ? <p>{author.biography}</p> : null}
            </div>
          </AuthorBox>
        ) : null}
      </article>
      {related.length ? (
        <Section aria-labelledby="related-title">
          <h2 id="related-title">{t('article.related')}</h2>
          <ArticleGrid articles={related.map((a) => toCardView(a, t))} />
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
