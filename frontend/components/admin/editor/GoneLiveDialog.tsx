'use client'

import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../lib/format/rules'
import { Button, ButtonLink } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { SendToSubscribers } from '../SendToSubscribers'
import type { Done } from './useGoneLive'

/** What a publish or a schedule just did: the article's address, and the send to subscribers. */
export function GoneLiveDialog({ done, willSend, onClose }: { done: Done | null; willSend: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={done !== null} onClose={onClose} labelledBy="done-title">
      <h2 id="done-title">{done?.kind === 'schedule' ? t('admin.articles.scheduledTitle') : t('admin.articles.liveTitle')}</h2>
      <p>{done?.kind === 'schedule' ? t('admin.articles.scheduledText', { date: formatDate(done.date ?? null) }) : t('admin.articles.liveText')}</p>
      {done?.kind === 'publish' ? <SendToSubscribers articleId={done.id} started={done.started} /> : null}
      {done?.kind === 'schedule' && willSend ? <p>{t('admin.articles.willSend')}</p> : null}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        {done?.kind === 'publish' ? (
          <ButtonLink href={done.href} target="_blank" rel="noopener">
            {t('admin.articles.open')}
          </ButtonLink>
        ) : null}
        <Button type="button" $variant="ghost" onClick={onClose}>
          {t('admin.close')}
        </Button>
      </div>
    </Dialog>
  )
}
