import type { TFunction } from 'i18next'
import { articleHref } from '../../lib/articles/cardView'
import { Chip, ChipList } from '../ui/Chip'
import { Card } from '../ui/layout'
import { RankedArticles } from './ArticleGrid'
import { SearchForm } from './SearchForm'

type Category = { name: string; slug: string; backgroundColor: string }
type Tag = { name: string; slug: string }

/** Search, topic filters and the most read articles, beside the blog lists. */
export function BlogSidebar(props: {
  t: TFunction
  categories: Category[]
  tags: Tag[]
  popular: Array<{ id: unknown; slug?: unknown; title?: unknown; lang?: string; reads: number }>
  current?: { category?: string; tag?: string }
  search?: string
}) {
  const { t } = props
  return (
    <aside aria-label={t('blog.filtersLabel')} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 20, alignContent: 'start' }}>
      <Card>
        <SearchForm label={t('blog.search.label')} placeholder={t('blog.search.placeholder')} submit={t('blog.search.submit')} value={props.search} />
      </Card>
      {props.categories.length ? (
        <Card as="section" aria-labelledby="filter-categories">
          <h2 id="filter-categories">{t('blog.categories')}</h2>
          <ChipList>
            {props.categories.map((c) => (
              <li key={c.slug}>
                <Chip
                  name={c.name}
                  background={c.backgroundColor}
                  href={`/blog?category=${encodeURIComponent(c.slug)}`}
                  current={props.current?.category === c.slug}
                />
              </li>
            ))}
          </ChipList>
        </Card>
      ) : null}
      {props.tags.length ? (
        <Card as="section" aria-labelledby="filter-tags">
          <h2 id="filter-tags">{t('blog.tags')}</h2>
          <ChipList>
            {props.tags.map((tag) => (
              <li key={tag.slug}>
                <Chip name={`#${tag.name}`} background="#eef1f8" href={`/blog?tag=${encodeURIComponent(tag.slug)}`} current={props.current?.tag === tag.slug} />
              </li>
            ))}
          </ChipList>
        </Card>
      ) : null}
      <Card as="section" aria-labelledby="popular-title">
        <h2 id="popular-title">{t('blog.popular')}</h2>
        {props.popular.length ? (
          <RankedArticles
            items={props.popular.map((p) => ({
              id: String(p.id),
              href: articleHref(p),
              title: String(p.title),
              lang: p.lang,
              note: t('blog.reads', { count: p.reads }),
            }))}
          />
        ) : (
          <p>{t('blog.popularEmpty')}</p>
        )}
      </Card>
    </aside>
  )
}
