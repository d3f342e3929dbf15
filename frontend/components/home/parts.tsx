'use client'

import styled from 'styled-components'
import { PayloadImage } from '../ui/PayloadImage'
import type { SiteImage } from '../../lib/images/types'

/** Home v1: a bold gradient hero with the company's promise. */
export const HeroV1 = styled.section`
  background: linear-gradient(135deg, #02236b, #0a3a9e 60%, #6d1b7b);
  color: #fff;
  padding: 72px 0 80px;
  /* Phones: the promise fills the first screen; the featured article starts just below it. */
  @media (max-width: 639px) {
    min-height: 72svh;
    display: flex;
    align-items: center;
    padding: 48px 0;
    > div {
      width: 100%;
    }
  }
  /* The content column of the page below (Container): the hero's text starts where it does. */
  > div {
    max-width: ${({ theme }) => theme.maxWidth};
    margin: 0 auto;
    padding: 0 20px;
    display: grid;
    gap: 40px;
    align-items: center;
    @media (min-width: 960px) {
      grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
    }
  }
  /* The month's most read, on a white card: dark text keeps its contrast. */
  .panel {
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
    border-radius: 16px;
    padding: 20px 24px;
    box-shadow: 0 18px 40px rgba(0, 0, 0, 0.25);
    h2 {
      margin: 0 0 8px;
      font-size: 1.15rem;
      color: ${({ theme }) => theme.colors.primary};
    }
    a {
      color: ${({ theme }) => theme.colors.text};
    }
  }
  p.kicker {
    text-transform: uppercase;
    letter-spacing: 0.12em;
    font-weight: 700;
    font-size: 0.85rem;
    margin: 0 0 12px;
  }
  h1 {
    font-size: clamp(2.1rem, 4.6vw, 3.4rem);
    line-height: 1.06;
    margin: 0 0 18px;
    max-width: 780px;
  }
  p.lead {
    font-size: 1.15rem;
    line-height: 1.55;
    max-width: 600px;
    margin: 0 0 28px;
  }
  .actions {
    display: flex;
    gap: 12px;
    flex-wrap: wrap;
  }
`

/** Home v2: a split hero, text on white beside the featured article's cover. */
export const HeroV2 = styled.section`
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > div {
    max-width: ${({ theme }) => theme.maxWidth};
    margin: 0 auto;
    padding: 56px 20px;
    display: grid;
    gap: 32px;
    align-items: center;
    @media (min-width: 900px) {
      grid-template-columns: 1.1fr 1fr;
    }
  }
  p.kicker {
    color: #7b1f8c;
    font-weight: 800;
    text-transform: uppercase;
    letter-spacing: 0.1em;
    margin: 0 0 10px;
    font-size: 0.85rem;
  }
  h1 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: clamp(2rem, 4.5vw, 3rem);
    line-height: 1.1;
    margin: 0 0 16px;
  }
  p.lead {
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.muted};
    margin: 0 0 24px;
  }
  figure {
    margin: 0;
    position: relative;
  }
  figure img {
    border-radius: 20px;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  figcaption {
    margin-top: 10px;
    font-weight: 600;
  }
  /* A title that fits one line was a 17 px target on a phone (WCAG 2.5.8 asks 24). */
  figcaption a {
    display: inline-block;
    min-height: 24px;
    color: ${({ theme }) => theme.colors.dark};
  }
`

export function HeroImage({ image, priority }: { image: SiteImage; priority?: boolean }) {
  return <PayloadImage image={image} sizes="(min-width: 900px) 520px, 100vw" eager={priority} />
}

/** A featured article, large, beside its text (home v1). */
export const Featured = styled.article`
  display: grid;
  gap: 24px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  @media (min-width: 860px) {
    grid-template-columns: 1.3fr 1fr;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    aspect-ratio: 16 / 9;
  }
  > div {
    padding: 24px;
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: 10px;
  }
  h3 {
    font-size: 1.6rem;
    margin: 0;
    line-height: 1.2;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.dark};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

export const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  li {
    background: #fff;
    border-radius: ${({ theme }) => theme.radius};
    padding: 22px;
    border-top: 4px solid ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
  }
  h3 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
  }
`

export const Band = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 20px;
  display: grid;
  gap: 24px;
  align-items: center;
  @media (min-width: 860px) {
    grid-template-columns: 1.2fr 1fr;
  }
  h2 {
    margin: 0 0 10px;
  }
  p {
    margin: 0;
  }
`

export const NewsletterBox = styled.section<{ $tone?: 'light' | 'brand' }>`
  scroll-margin-top: 24px;
  background: ${({ $tone }) => ($tone === 'brand' ? '#f3e5f5' : '#fff')};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 28px;
  margin: 40px 0 0;
  h2 {
    margin: 0 0 6px;
    color: ${({ theme }) => theme.colors.primary};
  }
  > p {
    margin: 0 0 18px;
  }
`

export const SectionTitle = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
  flex-wrap: wrap;
  margin: 40px 0 20px;
  h2 {
    margin: 0;
    font-size: clamp(1.4rem, 3vw, 1.9rem);
    color: ${({ theme }) => theme.colors.primary};
  }
  a {
    font-weight: 700;
  }
`
