import type { TFunction } from 'i18next'
import { DEFAULT_CONTENT_LOCALE } from '../../../domain/contentLocales'
import type { Language } from '../../../domain/languages'
import { pickImage, readTimeLabel } from '../../lib/articles/cardView'
import { otherTextLanguage } from '../../lib/articles/textLanguage'
import { formatDate } from '../../lib/format/dates'
import { siteReads } from '../../lib/siteReads'
import { Chip } from '../ui/Chip'
import { Prose } from '../ui/layout'
import { ArticleHeader, ArticleTop, AuthorBox, Avatar, CoverImage, ReadingColumn, ShareList, TagList } from './ArticleParts'
import type { articleForPreview } from '../../../services/articles/publicQueries'

/** The public article's detail (the preview's carries its status too). */
export type ArticleDetail = Omit<Awaited<ReturnType<typeof articleForPreview>>, 'status'>

/**
 * An article as its public page shows it: header, cover, body, tags, sharing and author. The
 * article page and the preview page render the same element, so a preview is what visitors get.
 */
export function ArticleView({
  article,
  t,
  url,
  language,
  biographyLanguage,
}: {
  article: ArticleDetail
  t: TFunction
  url: string
  language: Language
  /** The language the author's biography is written in, where known (pt-BR where not yet translated). */
  biographyLanguage?: string
}) {
  const categories = article.categories
  const tags = article.tags
  const author = article.author
  const cover = pickImage(article.image, 'hero')
  const authorPhoto = author ? pickImage(author.image, 'thumbnail') : null
  const authorHref = author?.unique_key ? `/profile/${author.unique_key}/${author.id}` : null
  const title = String(article.title)
  // Not yet in the visitor's language: the original's text (pt-BR, or an imported blog's language), marked as such for readers and screen readers.
  const source = otherTextLanguage(article, language)
  const bioFallback = biographyLanguage && biographyLanguage !== language ? biographyLanguage : undefined
  const share = [
    ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`],
    ['X', `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`],
    ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
    ['WhatsApp', `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`],
  ]
  return (
    <article>
      <ArticleTop>
        <ArticleHeader>
          <div>
            {categories.map((c) => (
              <Chip key={c.slug} variant="mark" name={c.name} background={c.backgroundColor} href={`/blog?category=${encodeURIComponent(c.slug)}`} />
            ))}
          </div>
          <h1 lang={source}>{title}</h1>
          {source ? (
            <p className="untranslated" role="note">
              {source === DEFAULT_CONTENT_LOCALE
                ? t('article.notTranslated')
                : t('article.notTranslatedFrom', { original: t(`article.languageNames.${source}`) })}
            </p>
          ) : null}
          {article.excerpt ? (
            <p className="excerpt" lang={source}>
              {String(article.excerpt)}
            </p>
          ) : null}
          <p className="meta">
            {author?.full_name ? <>{t('home.by', { name: author.full_name })} · </> : null}
            {article.publishedAt ? (
              <>
                <time dateTime={String(article.publishedAt)}>{t('article.publishedOn', { date: formatDate(article.publishedAt) })}</time> ·{' '}
              </>
            ) : null}
            {t('article.readTime', { time: readTimeLabel(Number(article.readTime ?? 0), t) })}
          </p>
        </ArticleHeader>
        {cover ? <CoverImage image={cover} lang={source} /> : null}
      </ArticleTop>
      <ReadingColumn>
        <Prose data-article-body="" lang={source} dangerouslySetInnerHTML={{ __html: siteReads().lexicalToHtml(article.content) }} />
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
              {author.biography && bioFallback ? <p className="note">{t('profile.bioNotTranslated')}</p> : null}
              {author.biography ? <p lang={bioFallback}>{author.biography}</p> : null}
            </div>
          </AuthorBox>
        ) : null}
      </ReadingColumn>
    </article>
  )
}
