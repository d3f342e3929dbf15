'use client'

import styled from 'styled-components'

const Banner = styled.section`
  margin: 16px 0 24px;
  padding: 12px 16px;
  border: 2px solid ${({ theme }) => theme.colors.warning};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  strong {
    display: block;
    font-size: 1.05rem;
  }
  p {
    margin: 4px 0 0;
  }
`

/** The one banner of a preview page: what it is, what state the article is in, when the link stops working. */
export function PreviewBanner({ title, state, expires }: { title: string; state: string; expires?: string }) {
  return (
    <Banner aria-label={title}>
      <strong>{title}</strong>
      <p>{state}</p>
      {expires ? <p>{expires}</p> : null}
    </Banner>
  )
}
