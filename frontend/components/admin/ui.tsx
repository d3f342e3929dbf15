'use client'

import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

/** Back-office building blocks: cards, tables, toolbars. */
export const Cards = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  li {
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    padding: 16px;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  strong {
    font-size: 2rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`

export const Panel = styled.section`
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  padding: 20px;
  margin-bottom: 24px;
  h2 {
    margin: 0 0 16px;
    font-size: 1.2rem;
  }
`

const TableGrid = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 10px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  td.actions {
    display: flex;
    gap: 6px;
    flex-wrap: wrap;
  }
  td.actions button {
    min-height: 36px;
    padding: 4px 12px;
    font-size: 0.9rem;
  }
`

/**
 * Below 600 px a table marked \`cards\` shows each row as a card, its first cell (the title) on top
 * and the others under it, each after its column's name (\`data-label\`): nothing scrolls sideways.
 */
const CardRows = styled.div`
  @media (max-width: 599px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: 12px;
      padding: 12px;
      margin-bottom: 12px;
    }
    td {
      display: block;
      border: 0;
      padding: 4px 0;
      /* A name with a long unbroken word (a category, a title) wraps inside the card. */
      overflow-wrap: anywhere;
    }
    td:first-child {
      font-weight: 700;
      font-size: 1.05rem;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colors.muted};
      font-weight: 600;
    }
    td.actions {
      padding-top: 8px;
    }
  }
`

const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`

/**
 * A back-office table. On a phone it scrolls sideways inside its own box instead of widening
 * the page; the box takes keyboard focus so it can be scrolled without a pointer. With \`cards\`,
 * its rows become cards on a phone instead.
 */
export function Table({ children, cards }: { children: ReactNode; cards?: boolean }) {
  const { t } = useTranslation()
  if (cards)
    return (
      <CardRows>
        <TableGrid>{children}</TableGrid>
      </CardRows>
    )
  return (
    <Scroll role="region" aria-label={t('admin.tableScroll')} tabIndex={0}>
      <TableGrid>{children}</TableGrid>
    </Scroll>
  )
}

export const Toolbar = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-end;
  flex-wrap: wrap;
  margin-bottom: 16px;
  > div {
    margin-bottom: 0;
  }
  label {
    font-weight: 600;
  }
  select,
  input {
    font: inherit;
    min-height: 40px;
    border-radius: 8px;
    border: 1px solid #8a93a6;
    padding: 6px 10px;
  }
`

/** A row of pill-shaped tabs (role="tablist" on it, role="tab" on its buttons). */
export const PillTabs = styled.div`
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
  margin-bottom: 16px;
  button {
    font: inherit;
    font-weight: 700;
    min-height: 40px;
    padding: 6px 16px;
    border-radius: 999px;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`

/** A table's column headings, in order. */
export function ColumnHeads({ labels }: { labels: string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, index) => (
          <th key={index} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  )
}

/** A row of checkboxes or radio buttons under a legend (the editor's categories, publication and language). */
export const ChoiceGroup = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  legend {
    font-weight: 700;
    margin-bottom: 6px;
  }
  label {
    display: inline-flex;
    gap: 6px;
    align-items: center;
    min-height: 24px;
    max-width: 100%;
    overflow-wrap: anywhere;
  }
`
