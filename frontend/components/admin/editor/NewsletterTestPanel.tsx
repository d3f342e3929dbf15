'use client'

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ContentLocale } from '../../../../domain/contentLocales'
import { call } from '../../../lib/admin/api'
import { Button } from '../../ui/Button'
import { useNotify } from '../Notifications'
import { Panel } from '../ui'

/**
 * The newsletter e-mail of this article, sent to the editor alone, from the saved text in the
 * language being edited: before publishing, whatever is chosen for the send (issue #30; Ghost
 * sends a test from the draft).
 */
export function NewsletterTestPanel({ articleId, locale }: { articleId: number | string; locale: ContentLocale }) {
  const { t } = useTranslation()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const send = async () => {
    if (busy) return
    setBusy(true)
    try {
      await call('newsletterTest', { body: { article: String(articleId), language: locale } })
      notify('success', t('admin.newsletter.testSent'))
    } catch (error) {
      notify('error', (error as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Panel aria-labelledby="newsletter-test-title">
      <h2 id="newsletter-test-title">{t('admin.newsletter.testTitle')}</h2>
      <p>{t('admin.newsletter.testHint')}</p>
      <Button type="button" $variant="ghost" aria-disabled={busy || undefined} aria-busy={busy} onClick={() => void send()}>
        {t('admin.newsletter.sendTest')}
      </Button>
    </Panel>
  )
}
