'use client'

import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { intentLabel } from './composeActions'
import { PreflightList } from './PreflightList'
import type { Compose } from './useCompose'

/** The side panel's "Before going live": what the check finds, kept up to date as the article changes. */
export function PreflightPanel({ compose, headingId }: { compose: Compose; headingId: string }) {
  const { t } = useTranslation()
  const { findings, checking } = compose.check
  return (
    <>
      <h2 id={headingId}>{t('admin.preflight.title')}</h2>
      {findings.length ? <PreflightList findings={findings} /> : <p>{t('admin.preflight.allClear')}</p>}
      <p role="status">{checking ? t('admin.preflight.checkingLinks') : null}</p>
    </>
  )
}

/** Shown when publishing or scheduling with warnings: the same list, then "go on" or "back to the article". */
export function PreflightDialog({ compose }: { compose: Compose }) {
  const { t } = useTranslation()
  const { findings, pending, dismiss } = compose.check
  return (
    <Dialog open={pending !== null} onClose={dismiss} labelledBy="preflight-title">
      <h2 id="preflight-title">{t('admin.preflight.title')}</h2>
      <p>{t('admin.preflight.intro')}</p>
      <PreflightList findings={findings.filter((finding) => finding.level !== 'block')} />
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap', marginTop: 16 }}>
        <Button type="button" $variant="ghost" onClick={dismiss}>
          {t('admin.preflight.back')}
        </Button>
        <Button type="button" onClick={() => pending && void compose.run(pending, true)}>
          {t('admin.preflight.goOn', { action: pending ? t(intentLabel(pending, compose.stage)) : '' })}
        </Button>
      </div>
    </Dialog>
  )
}
