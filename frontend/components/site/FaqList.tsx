'use client'

import styled from 'styled-components'

const List = styled.div`
  display: grid;
  gap: 12px;
  max-width: 860px;
  details {
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 0 20px;
    box-shadow: 0 1px 2px rgba(2, 35, 107, 0.06);
    transition: box-shadow 0.2s;
  }
  details[open] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 6px 18px rgba(2, 35, 107, 0.1);
  }
  /* The browser's triangle gives way to a drawn plus that turns into a minus (issue #59, item 2). */
  summary {
    list-style: none;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
    cursor: pointer;
    font-weight: 700;
    font-size: 1.05rem;
    padding: 18px 0;
    min-height: 44px;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '';
    flex: none;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background:
      linear-gradient(currentColor, currentColor) center / 12px 2px no-repeat,
      linear-gradient(currentColor, currentColor) center / 2px 12px no-repeat,
      #eef1f8;
    color: ${({ theme }) => theme.colors.primary};
    transition: transform 0.2s;
  }
  details[open] summary {
    color: ${({ theme }) => theme.colors.primary};
  }
  details[open] summary::after {
    background:
      linear-gradient(currentColor, currentColor) center / 12px 2px no-repeat,
      ${({ theme }) => theme.colors.primary}22;
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    details,
    summary::after {
      transition: none;
    }
  }
  p {
    margin: 0 0 18px;
    white-space: pre-line;
    line-height: 1.7;
  }
  p.note {
    margin: 0 0 8px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

type Item = { id: string; question: string; answer: string; lang?: string }

/**
 * Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. A
 * question not yet translated is marked with its own language (WCAG 3.1.2) and says so.
 */
export function FaqList({ items, language, untranslatedNote }: { items: Item[]; language: string; untranslatedNote: string }) {
  return (
    <List>
      {items.map((item) => {
        const fallback = item.lang && item.lang !== language ? item.lang : undefined
        return (
          <details key={item.id}>
            <summary lang={fallback}>{item.question}</summary>
            {fallback ? <p className="note">{untranslatedNote}</p> : null}
            <p lang={fallback}>{item.answer}</p>
          </details>
        )
      })}
    </List>
  )
}
