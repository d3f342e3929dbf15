'use client'

import styled from 'styled-components'
import { PayloadImage } from '../ui/PayloadImage'
import type { SiteImage } from '../../lib/images/types'

/**
 * The article's first screen (issue #32): on a desktop the header and the cover side by side, so
 * title, meta, a cover of sensible height and the first lines of the text all fit in 1366x768; on
 * narrower screens the cover under the header.
 */
export const ArticleTop = styled.div`
  margin-bottom: 28px;
  @media (min-width: 1024px) {
    display: grid;
    grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr);
    gap: 40px;
    align-items: center;
    figure {
      margin: 0;
    }
    p.meta {
      margin-bottom: 0;
    }
  }
`

/** The reading column: centred, about 68 characters wide, for the body and what follows it. */
export const ReadingColumn = styled.div`
  max-width: 720px;
  margin: 0 auto;
`

export const ArticleHeader = styled.header`
  max-width: 820px;
  h1 {
    font-size: clamp(2rem, 3.6vw, 2.9rem);
    line-height: 1.1;
    margin: 10px 0 14px;
    color: ${({ theme }) => theme.colors.primary};
  }
  p.excerpt {
    font-size: 1.18rem;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.muted};
    margin: 0 0 12px;
  }
  p.untranslated {
    margin: 0 0 12px;
    padding: 8px 12px;
    border-left: 4px solid ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  p.meta {
    margin: 0 0 20px;
    font-size: 0.95rem;
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
`

const Cover = styled.figure`
  margin: 24px 0 0;
  img {
    width: 100%;
    height: auto;
    border-radius: 16px;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
`

/** lang: the language of its alt where the article is not yet translated. */
export function CoverImage({ image, lang }: { image: SiteImage; lang?: string }) {
  return (
    <Cover lang={lang}>
      <PayloadImage image={image} sizes="(min-width: 1160px) 540px, (min-width: 1024px) 48vw, 100vw" eager />
    </Cover>
  )
}

export const AuthorBox = styled.section`
  display: flex;
  gap: 16px;
  align-items: flex-start;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 20px;
  margin: 32px 0;
  img {
    border-radius: 50%;
    width: 72px;
    height: 72px;
    object-fit: cover;
    flex: none;
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 4px;
    color: ${({ theme }) => theme.colors.muted};
  }
  p {
    margin: 4px 0;
  }
  p.note {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  a.name {
    font-weight: 800;
    font-size: 1.15rem;
  }
`

export function Avatar({ image, alt }: { image: SiteImage; alt: string }) {
  return <PayloadImage image={{ ...image, alt }} sizes="120px" />
}

export const ShareList = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 0;
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 14px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    text-decoration: none;
    font-weight: 600;
  }
`

export const TagList = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 0;
  margin: 0;
  a {
    font-weight: 600;
    display: inline-block;
    min-height: 24px;
    line-height: 24px; /* a target of at least 24 px (WCAG 2.5.8) */
  }
`
