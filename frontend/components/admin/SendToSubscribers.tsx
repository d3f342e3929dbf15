'use client'

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../lib/admin/api'
import { Button } from '../ui/Button'
import { useNotify } from './Notifications'

/**
 * After publishing: a test of the newsletter e-mail to oneself, then the send to every
 * subscriber (once per article; the server refuses a second one unless asked explicitly).
 * `started`: the article was saved asking to be sent, so the send is already under way.
 */
export function SendToSubscribers({ articleId, started = false }: { articleId: number | string; started?: boolean }) {
  const { t, i18n } = useTranslation()
  const notify = useNotify()
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>(started ? 'sent' : 'idle')
  const language = i18n.language as 'pt-BR' | 'en' | 'es' | 'fr' | 'ht'
  const run = async (work: () => Promise<unknown>, success: string, final: boolean) => {
    if (state === 'busy') return
    setState('busy')
    try {
      await work()
      notify('success', success)
      setState(final ? 'sent' : 'idle')
    } catch (error) {
      notify('error', (error as Error).message)
      setState('idle')
    }
  }
  if (state === 'sent') return <p role="status">{t('admin.newsletter.started')}</p>
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button
        type="button"
        $variant="ghost"
        aria-disabled={state === 'busy' || undefined}
        onClick={() => void run(() => call('newsletterTest', { body: { article: String(articleId), language } }), t('admin.newsletter.testSent'), false)}
      >
        {t('admin.newsletter.sendTest')}
      </Button>
      <Button
        type="button"
        aria-disabled={state === 'busy' || undefined}
        onClick={() => void run(() => call('newsletterSendCreate', { body: { article: String(articleId) } }), t('admin.newsletter.started'), true)}
      >
        {t('admin.newsletter.sendToSubscribers')}
      </Button>
    </div>
  )
}
