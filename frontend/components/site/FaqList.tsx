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
`

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function FaqList({ items }: { items: { id: string; question: string; answer: string }[] }) {
  return (
    <List>
      {items.map((item) => (
        <details key={item.id}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </List>
  )
}
