'use client'

import styled from 'styled-components'

/** Page-level building blocks shared by every public page. */
export const Container = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 20px;
`

export const Main = styled.main`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 32px 20px 48px;
  &:focus {
    outline: none;
  }
`

export const PageHeader = styled.header`
  margin: 8px 0 28px;
  h1 {
    font-size: clamp(1.8rem, 4vw, 2.5rem);
    line-height: 1.15;
    margin: 0 0 10px;
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.muted};
    max-width: 720px;
  }
`

export const Section = styled.section<{ $tone?: 'plain' | 'soft' | 'brand' }>`
  padding: 48px 0;
  background: ${({ $tone, theme }) => ($tone === 'soft' ? '#eef1f8' : $tone === 'brand' ? theme.colors.primary : 'transparent')};
  color: ${({ $tone }) => ($tone === 'brand' ? '#fff' : 'inherit')};
  h2 {
    font-size: clamp(1.4rem, 3vw, 1.9rem);
    margin: 0 0 20px;
    line-height: 1.2;
  }
`

export const TwoColumns = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 2.2fr) minmax(260px, 1fr);
  }
`

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 20px;
  h2,
  h3 {
    margin-top: 0;
  }
`

export const Prose = styled.div`
  font-size: 1.08rem;
  line-height: 1.75;
  max-width: 72ch;
  h2,
  h3,
  h4 {
    line-height: 1.25;
    margin: 1.6em 0 0.5em;
    color: ${({ theme }) => theme.colors.primary};
  }
  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 1.1em;
  }
  blockquote {
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    padding: 4px 0 4px 16px;
    color: ${({ theme }) => theme.colors.muted};
    font-style: italic;
  }
  img {
    border-radius: 8px;
    margin: 1em 0;
  }
  a {
    text-decoration: underline;
  }
  code {
    background: #eef1f8;
    padding: 1px 5px;
    border-radius: 4px;
  }
  .table-scroll {
    max-width: 100%;
    overflow-x: auto;
    margin: 0 0 1.1em;
  }
  .table-scroll:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  table {
    border-collapse: collapse;
    min-width: 100%;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: 0.4em 0.7em;
    text-align: start;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.background};
  }
  th p,
  td p {
    margin: 0;
  }
`

export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`
