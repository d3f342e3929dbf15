import type { TFunction } from 'i18next'
import type { ArticleCard } from '../../../services/articles/publicArticles'
import type { ArticleCardView } from '../../components/site/ArticleGrid'
import { formatDate } from '../format/dates'

/** Spec section 5: under 1 minute reads 'menos de 1 min', else '{n} min'. */
export const readTimeLabel = (minutes: number, t: TFunction) =>
  minutes < 1 ? t('article.readTimeLessThanOne') : t('article.readTimeMinutes', { count: minutes })

export function toCardView(article: ArticleCard, t: TFunction): ArticleCardView {
  const image = article.image
  return {
    id: String(article.id),
    href: `/post/${article.slug}/${article.id}`,
    title: article.title,
    excerpt: article.excerpt,
    imageUrl: image?.sizes?.card?.url ?? image?.url ?? null,
    imageAlt: image?.alt ?? '',
    categories: article.categories.map((c) => ({ name: c.name, textColor: c.textColor, backgroundColor: c.backgroundColor })),
    byline: article.author ? t('home.by', { name: article.author.full_name }) : '',
    date: formatDate(article.publishedAt),
    readTime: readTimeLabel(article.readTime, t),
    readLabel: t('home.readArticle', { title: article.title }),
  }
}
