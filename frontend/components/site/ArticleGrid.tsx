'use client'

import Link from 'next/link'
import styled from 'styled-components'
import { lightColor } from '../../lib/format/color'

export type ArticleCardView = {
  id: string
  href: string
  title: string
  excerpt: string
  imageUrl: string | null
  imageAlt: string
  categories: { name: string; textColor: string; backgroundColor: string }[]
  byline: string
  date: string
  readTime: string
  readLabel: string
}

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`

const Card = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  display: flex;
  flex-direction: column;
  img { aspect-ratio: 16 / 9; object-fit: cover; width: 100%; }
  h3 { margin: 8px 0; font-size: 1.1rem; line-height: 1.35; }
  h3 a { color: ${({ theme }) => theme.colors.dark}; text-decoration: none; }
  h3 a:hover { text-decoration: underline; }
  p { margin: 0 0 12px; color: ${({ theme }) => theme.colors.muted}; }
`

const Body = styled.div`
  padding: 16px 18px 18px;
  display: flex;
  flex-direction: column;
  flex: 1;
`

const Chip = styled.span<{ $bg: string }>`
  display: inline-block;
  font-size: 0.75rem;
  font-weight: 700;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ $bg }) => $bg};
  color: ${({ $bg }) => (lightColor($bg) ? '#1d1d1d' : '#ffffff')};
  margin-right: 6px;
`

const Meta = styled.div`
  margin-top: auto;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`

export function ArticleGrid({ articles }: { articles: ArticleCardView[] }) {
  return (
    <Grid>
      {articles.map((a) => (
        <Card key={a.id}>
          {a.imageUrl ? <img src={a.imageUrl} alt={a.imageAlt} width={768} height={432} loading="lazy" /> : null}
          <Body>
            <div>
              {a.categories.map((c) => (
                <Chip key={c.name} $bg={c.backgroundColor}>
                  {c.name}
                </Chip>
              ))}
            </div>
            <h3>
              <Link href={a.href} aria-label={a.readLabel}>
                {a.title}
              </Link>
            </h3>
            <p>{a.excerpt}</p>
            <Meta>
              {a.byline} · <time>{a.date}</time> · {a.readTime}
            </Meta>
          </Body>
        </Card>
      ))}
    </Grid>
  )
}
