'use client'

import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { formatTime } from '../../../lib/format/dates'
import { Button } from '../../ui/Button'
import { intentLabel } from './composeActions'
import type { Compose } from './useCompose'

/**
 * Above the writing column on a desktop, it stays at the top of the window while the body
 * scrolls; on a phone it is fixed at the bottom of the screen (the form leaves room for it).
 */
const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px 12px;
  margin: 0 0 16px;
  padding: 10px 16px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  box-shadow: 0 2px 8px rgba(16, 24, 40, 0.08);
  .state {
    margin: 0 auto 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  .state[data-unsaved='true'] {
    color: ${({ theme }) => theme.colors.text};
  }
  @media (max-width: 899px) {
    position: fixed;
    top: auto;
    left: 0;
    right: 0;
    bottom: 0;
    margin: 0;
    border-radius: 0;
    border-width: 1px 0 0;
    padding: 8px 16px calc(8px + env(safe-area-inset-bottom));
    .state {
      flex-basis: 100%;
      font-size: 0.9rem;
    }
    button {
      flex: 1;
    }
  }
`

/** The writing screen's bar: the save state ("Saved 12:04", "Saving...", "Unsaved changes") and the actions named for the article's state. */
export function ComposeBar({ compose }: { compose: Compose }) {
  const { t } = useTranslation()
  const { saving, busy, autosave, savedAt, stage, actions, language, run } = compose
  const state = saving
    ? t('admin.articles.saveState.saving')
    : autosave.unsaved
      ? t('admin.articles.saveState.unsaved')
      : savedAt
        ? t('admin.articles.saveState.saved', { time: formatTime(savedAt) })
        : t('admin.articles.saveState.new')
  return (
    <Bar role="group" aria-label={t('admin.articles.actionsLabel')}>
      <p className="state" role="status" data-unsaved={autosave.unsaved && !saving}>
        {state}
      </p>
      {!actions ? null : language.translating ? (
        <Button type="button" aria-disabled={busy || undefined} aria-busy={saving} onClick={() => void run('update')}>
          {t('admin.articles.saveTranslation')}
        </Button>
      ) : (
        <>
          <Button type="button" $variant="ghost" aria-disabled={busy || undefined} onClick={() => void run(actions.secondary)}>
            {t(intentLabel(actions.secondary, stage))}
          </Button>
          <Button type="button" aria-disabled={busy || undefined} aria-busy={saving} onClick={() => void run(actions.primary)}>
            {t(intentLabel(actions.primary, stage))}
          </Button>
        </>
      )}
    </Bar>
  )
}
