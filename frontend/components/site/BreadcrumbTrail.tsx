'use client'

import styled from 'styled-components'

const Nav = styled.nav`
  font-size: 0.92rem;
  margin-bottom: 12px;
  ol {
    list-style: none;
    display: flex;
    gap: 6px;
    padding: 0;
    margin: 0;
  }
  li {
    flex: none;
    white-space: nowrap;
  }
  /* One line on every screen (issue #32): a long article title shortens with an ellipsis instead
     of wrapping into an orphan line; the whole title is still read out and is the page's h1. */
  li:last-child {
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  li + li::before {
    content: '/';
    margin-right: 6px;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    display: inline-block;
    min-height: 24px;
    line-height: 24px; /* a target of at least 24 px (WCAG 2.5.8) */
  }
  [aria-current] {
    color: ${({ theme }) => theme.colors.muted};
  }
`

/** A step of the trail; lang where its name is in another language than the page (an article not yet translated). */
export type BreadcrumbItem = { name: string; href: string; lang?: string }

export function BreadcrumbTrail({ items, label }: { items: BreadcrumbItem[]; label: string }) {
  return (
    <Nav aria-label={label}>
      <ol>
        {items.map((item, index) => (
          <li key={item.href} lang={item.lang}>
            {index === items.length - 1 ? <span aria-current="page">{item.name}</span> : <a href={item.href}>{item.name}</a>}
          </li>
        ))}
      </ol>
    </Nav>
  )
}
