'use client'

import styled from 'styled-components'
import { Chip } from '../ui/Chip'
import { PayloadImage } from '../ui/PayloadImage'
import type { SiteImage } from '../../lib/images/types'

export type ArticleCardView = {
  id: string
  href: string
  title: string
  excerpt: string
  image: SiteImage | null
  categories: { name: string; backgroundColor: string; href: string }[]
  byline: string
  date: string
  dateTime: string
  readTime: string
  readLabel: string
  /** The language of the title and excerpt (pt-BR where the article is not yet translated): marked on them (WCAG 3.1.2). */
  lang?: string
}

const Grid = styled.ul<{ $columns?: number; $fill?: boolean }>`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 24px;
  /* min(100%, …): on a phone narrower than one card the card shrinks instead of widening the page. */
  /* $fill: a short row (related articles) spreads its cards over the whole row. */
  grid-template-columns: repeat(
    ${({ $fill }) => ($fill ? 'auto-fit' : 'auto-fill')},
    minmax(min(100%, ${({ $columns }) => ($columns === 2 ? '320px' : $columns === 3 ? '300px' : '260px')}), 1fr)
  );
`

const Card = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  display: flex;
  flex-direction: column;
  img {
    aspect-ratio: 16 / 9;
    object-fit: cover;
    width: 100%;
    height: auto;
  }
  h2,
  h3 {
    margin: 8px 0;
    font-size: 1.1rem;
    line-height: 1.35;
  }
  /* A title short enough for one line on a phone was a 17 px target (WCAG 2.5.8 asks 24). */
  h2 a,
  h3 a {
    display: inline-block;
    min-height: 24px;
    color: ${({ theme }) => theme.colors.dark};
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.muted};
  }
  /* Phones: a compact row (thumbnail beside the text), more articles per screen; the text,
     painted with the page, is then the largest thing on the first screen. */
  @media (max-width: 639px) {
    display: grid;
    /* The thumbnail's 14 px margin is inside its column: the text keeps its own gutter. */
    grid-template-columns: 118px 1fr;
    align-items: start;
    img {
      aspect-ratio: 1;
      width: 104px;
      height: 104px;
      margin: 14px 0 14px 14px;
      border-radius: 10px;
    }
    p.excerpt {
      display: -webkit-box;
      -webkit-line-clamp: 3;
      -webkit-box-orient: vertical;
      overflow: hidden;
    }
  }
`

const Body = styled.div`
  padding: 16px 18px 18px;
  display: flex;
  flex-direction: column;
  flex: 1;
  > div:first-child {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  @media (max-width: 639px) {
    padding: 12px 14px 14px;
  }
`

const Meta = styled.p`
  margin-top: auto !important;
  font-size: 0.88rem;
`

/**
 * Article cards; the first `priority` images load eagerly (they are in the first screen).
 * `level` keeps headings in order: 2 right under a page's h1, 3 under a section's h2.
 */
export function ArticleGrid({
  articles,
  priority = 0,
  columns,
  level = 3,
  fill = false,
}: {
  articles: ArticleCardView[]
  priority?: number
  columns?: number
  level?: 2 | 3
  /** Spread fewer cards than a row holds over the whole row. */
  fill?: boolean
}) {
  const Title = level === 2 ? 'h2' : 'h3'
  return (
    <Grid $columns={columns} $fill={fill}>
      {articles.map((a, index) => (
        <Card key={a.id}>
          {a.image ? <PayloadImage image={a.image} sizes="(min-width: 1160px) 360px, (min-width: 640px) 50vw, 104px" eager={index < priority} /> : null}
          <Body>
            <div>
              {a.categories.map((c) => (
                <Chip key={c.name} variant="mark" name={c.name} background={c.backgroundColor} href={c.href} />
              ))}
            </div>
            <Title>
              <a href={a.href} aria-label={a.readLabel} lang={a.lang}>
                {a.title}
              </a>
            </Title>
            <p className="excerpt" lang={a.lang}>
              {a.excerpt}
            </p>
            <Meta>
              {a.byline ? `${a.byline} · ` : ''}
              <time dateTime={a.dateTime}>{a.date}</time> · {a.readTime}
            </Meta>
          </Body>
        </Card>
      ))}
    </Grid>
  )
}

const Ranked = styled.ol`
  margin: 0;
  padding: 0 0 0 1.4em;
  display: grid;
  gap: 12px;
  li::marker {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 800;
  }
  a {
    font-weight: 600;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.dark};
  }
  a:hover {
    text-decoration: underline;
  }
  span {
    display: block;
    font-size: 0.88rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

/** A compact ranked list (popular articles). */
export function RankedArticles({ items }: { items: { id: string; href: string; title: string; note: string; lang?: string }[] }) {
  return (
    <Ranked>
      {items.map((item) => (
        <li key={item.id}>
          <a href={item.href} lang={item.lang}>
            {item.title}
          </a>
          <span>{item.note}</span>
        </li>
      ))}
    </Ranked>
  )
}
