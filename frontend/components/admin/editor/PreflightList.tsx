'use client'

import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { PreflightFinding } from '../../../../domain/preflight'
import { findingMessage } from './preflightMessages'

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    border-left: 4px solid ${({ theme }) => theme.colors.warning};
    padding: 2px 0 2px 10px;
  }
  li[data-level='block'] {
    border-left-color: ${({ theme }) => theme.colors.negative};
  }
  li[data-level='note'] {
    border-left-color: ${({ theme }) => theme.colors.border};
  }
  strong {
    display: block;
    font-size: 0.85rem;
  }
`

/** The check's findings, each marked with what it does ("Blocks publishing", "Warning", "Note") in words, not only in colour. */
export function PreflightList({ findings }: { findings: PreflightFinding[] }) {
  const { t } = useTranslation()
  return (
    <List>
      {findings.map((finding, index) => (
        <li key={`${finding.code}-${index}`} data-level={finding.level}>
          <strong>{t(`admin.preflight.levels.${finding.level}`)}</strong>
          {findingMessage(t, finding)}
        </li>
      ))}
    </List>
  )
}
