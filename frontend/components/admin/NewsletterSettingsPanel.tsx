'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../lib/admin/api'
import { Button } from '../ui/Button'
import { useNotify } from './Notifications'
import { Panel } from './ui'

/** How the newsletter takes sign-ups: confirmation by e-mail (double opt-in), off by default. */
export function NewsletterSettingsPanel() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [confirmByEmail, setConfirmByEmail] = useState<boolean | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    call('newsletterSettingsGet', {}).then(
      ({ data }) => setConfirmByEmail(data.confirmByEmail),
      (e: Error) => notify('error', e.message),
    )
  }, [notify])

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    if (saving || confirmByEmail === null) return
    setSaving(true)
    try {
      const { data, message } = await call('newsletterSettingsUpdate', { body: { confirmByEmail } })
      setConfirmByEmail(data.confirmByEmail)
      notify('success', message ?? t('admin.newsletter.saveSettings'))
    } catch (error) {
      notify('error', (error as Error).message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Panel as="form" onSubmit={save} aria-labelledby="newsletter-settings-title">
      <h2 id="newsletter-settings-title">{t('admin.newsletter.settingsTitle')}</h2>
      <p>
        <label>
          <input
            type="checkbox"
            checked={confirmByEmail ?? false}
            disabled={confirmByEmail === null}
            aria-describedby="confirm-by-email-hint"
            onChange={(e) => setConfirmByEmail(e.target.checked)}
          />{' '}
          {t('admin.newsletter.confirmByEmail')}
        </label>
      </p>
      <p id="confirm-by-email-hint">{t('admin.newsletter.confirmByEmailHint')}</p>
      <Button type="submit" aria-disabled={saving || confirmByEmail === null || undefined} aria-busy={saving}>
        {t('admin.newsletter.saveSettings')}
      </Button>
    </Panel>
  )
}
