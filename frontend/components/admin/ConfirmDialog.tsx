'use client'

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { useNotify } from './Notifications'

type Pending = { text: string; run: () => Promise<{ message?: string }> }

/**
 * Every destructive or status action of the back-office: asks first, then runs, then shows
 * the server's success or error message as a notification (spec section 8).
 */
export function useConfirmedAction(after: () => void | Promise<void>) {
  const { t } = useTranslation()
  const notify = useNotify()
  const [pending, setPending] = useState<Pending | null>(null)
  const confirm = (text: string, run: Pending['run']) => setPending({ text, run })
  const go = async () => {
    if (!pending) return
    const { run } = pending
    setPending(null)
    try {
      const answer = await run()
      if (answer.message) notify('success', answer.message)
      await after()
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }
  const dialog = (
    <Dialog open={pending !== null} onClose={() => setPending(null)} labelledBy="confirm-title">
      <h2 id="confirm-title">{t('admin.confirmTitle')}</h2>
      <p>{pending?.text}</p>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button type="button" $variant="ghost" onClick={() => setPending(null)}>
          {t('admin.cancel')}
        </Button>
        <Button type="button" onClick={() => void go()}>
          {t('admin.confirmButton')}
        </Button>
      </div>
    </Dialog>
  )
  /** A table row's "Delete" button: names what it deletes, and asks first. */
  const deleteButton = (name: string | undefined, run: Pending['run']) => (
    <Button type="button" $variant="ghost" aria-label={t('admin.deleteNamed', { name })} onClick={() => confirm(t('admin.confirm.delete', { name }), run)}>
      {t('admin.delete')}
    </Button>
  )
  return { confirm, dialog, deleteButton }
}
