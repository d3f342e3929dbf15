'use client'

import styled from 'styled-components'

/** The look of the blocks a page is built from (issue #43, item 2): one column of sections, read top to bottom. */
export const BlockSection = styled.section`
  margin: 0 0 48px;
  h2 {
    font-size: clamp(1.4rem, 3vw, 1.9rem);
    line-height: 1.2;
    margin: 0 0 16px;
    color: ${({ theme }) => theme.colors.primary};
  }
`

/** Heading, lead and buttons stay together in one column; the image sits beside them on wide screens. */
export const HeroBox = styled.div`
  display: grid;
  gap: 28px;
  align-items: center;
  margin: 8px 0 48px;
  grid-template-columns: minmax(0, 1fr);
  p.kicker {
    text-transform: uppercase;
    letter-spacing: 0.1em;
    font-weight: 700;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.accent};
    margin: 0 0 10px;
  }
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  }
  h1 {
    font-size: clamp(2rem, 4.5vw, 3rem);
    line-height: 1.1;
    margin: 0 0 14px;
    color: ${({ theme }) => theme.colors.primary};
  }
  p.lead {
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.muted};
    margin: 0 0 22px;
    max-width: 640px;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
`

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`

export const Figure = styled.figure`
  margin: 0;
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
  figcaption {
    margin-top: 8px;
    font-size: 0.92rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

export const CallBox = styled.div`
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  border-radius: ${({ theme }) => theme.radius};
  padding: 28px;
  display: grid;
  gap: 14px;
  justify-items: start;
  h2 {
    color: #fff;
    margin: 0;
  }
  p {
    margin: 0;
    max-width: 720px;
  }
`

export const FeatureGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 18px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  li {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 18px;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

export const PageNote = styled.p`
  background: #fff8e1;
  border-left: 4px solid #b7791f;
  padding: 10px 14px;
  margin: 0 0 24px;
`

export const Updated = styled.p`
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.muted};
  margin: 32px 0 0;
`

/** A demo request: its steps beside the button on wide screens, above it on phones. */
export const DemoBox = styled.div`
  display: grid;
  gap: 24px;
  align-items: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 28px;
  @media (min-width: 860px) {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
  }
  h2 {
    margin: 0 0 10px;
  }
  p {
    margin: 0 0 12px;
  }
  ol {
    margin: 0;
    padding-left: 1.3em;
    line-height: 1.7;
  }
`
