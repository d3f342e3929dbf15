'use client'

import styled from 'styled-components'

const List = styled.dl`
  display: grid;
  gap: 14px;
  margin: 0;
  div {
    display: grid;
    grid-template-columns: 40px minmax(0, 1fr);
    column-gap: 12px;
    align-items: start;
    padding: 12px;
    border-radius: 10px;
    background: #f4f6fb;
  }
  dt {
    display: contents;
  }
  dt span {
    grid-column: 2;
    font-size: 0.85rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    grid-column: 2;
    margin: 2px 0 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  svg {
    grid-row: 1 / span 2;
    width: 40px;
    height: 40px;
    padding: 9px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    fill: #fff;
  }
`

const ICONS = {
  email: 'M3 6h18v12H3z M3 6l9 7 9-7',
  phone:
    'M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z',
  address: 'M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
} as const

export type ContactDetail = { kind: keyof typeof ICONS; label: string; value: string; href?: string }

/** The company's other ways to be reached (contact page), each with its mark, label and link. */
export function ContactDetails({ items }: { items: ContactDetail[] }) {
  return (
    <List>
      {items.map((item) => (
        <div key={item.kind}>
          {/* The mark in the term (a <dl>'s group holds only terms and descriptions: the HTML checker). */}
          <dt>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {item.kind === 'email' ? (
                <path d={ICONS.email} fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
              ) : (
                <path d={ICONS[item.kind]} />
              )}
            </svg>
            <span>{item.label}</span>
          </dt>
          <dd>{item.href ? <a href={item.href}>{item.value}</a> : item.value}</dd>
        </div>
      ))}
    </List>
  )
}
