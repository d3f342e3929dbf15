'use client'

import styled from 'styled-components'

const Nav = styled.nav`
  margin: 32px 0 0;
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    padding: 0;
    margin: 0;
    align-items: center;
  }
  a,
  span[aria-current] {
    display: inline-flex;
    min-width: 44px;
    min-height: 44px;
    align-items: center;
    justify-content: center;
    padding: 0 12px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
    text-decoration: none;
    font-weight: 600;
  }
  span[aria-current] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    border-color: ${({ theme }) => theme.colors.primary};
  }
`

export type PaginationLabels = { label: string; previous: string; next: string; page: string }

/** Page links (plain anchors: every page is a cacheable URL); `template` holds `__PAGE__` where the number goes. */
export function Pagination({ page, totalPages, template, labels }: { page: number; totalPages: number; template: string; labels: PaginationLabels }) {
  if (totalPages <= 1) return null
  const href = (n: number) => template.replace('__PAGE__', String(n))
  const shown = [...new Set([1, page - 1, page, page + 1, totalPages])].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b)
  return (
    <Nav aria-label={labels.label}>
      <ul>
        {page > 1 && page <= totalPages ? (
          <li>
            <a href={href(page - 1)} rel="prev">
              ← <span>{labels.previous}</span>
            </a>
          </li>
        ) : null}
        {shown.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <a href={href(n)} aria-label={labels.page.replace('{{page}}', String(n))}>
                {n}
              </a>
            )}
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <a href={href(page + 1)} rel="next">
              <span>{labels.next}</span> →
            </a>
          </li>
        ) : null}
      </ul>
    </Nav>
  )
}
