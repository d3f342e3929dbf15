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
    padding: 0 18px;
  }
  summary {
    cursor: pointer;
    font-weight: 700;
    padding: 16px 0;
    min-height: 44px;
  }
  details[open] summary {
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0 0 16px;
    white-space: pre-line;
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
