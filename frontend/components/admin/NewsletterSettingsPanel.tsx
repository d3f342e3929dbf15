'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../lib/admin/api'
import { NEWSLETTER_CONTENTS, type NewsletterContent } from '../../../domain/newsletter'
import { Button } from '../ui/Button'
import { SelectField } from '../ui/Field'
import { useNotify } from './Notifications'
import { Panel } from './ui'

/** How the newsletter takes sign-ups (confirmation by e-mail, off by default) and what its e-mails carry. */
export function NewsletterSettingsPanel() {
  const { t } = useTranslation()
  const notify = useNotify()
  const [confirmByEmail, setConfirmByEmail] = useState<boolean | null>(null)
  const [content, setContent] = useState<NewsletterContent>('excerpt')
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    call('newsletterSettingsGet', {}).then(
      ({ data }) => {
        setConfirmByEmail(data.confirmByEmail)
        setContent(data.content)
      },
      (e: Error) => notify('error', e.message),
    )
  }, [notify])

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    if (saving || confirmByEmail === null) return
    setSaving(true)
    try {
      const { data, message } = await call('newsletterSettingsUpdate', { body: { confirmByEmail, content } })
      setConfirmByEmail(data.confirmByEmail)
      setContent(data.content)
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
      <SelectField
        label={t('admin.newsletter.contentLabel')}
        value={content}
        disabled={confirmByEmail === null}
        onChange={(e) => setContent(e.target.value as NewsletterContent)}
        options={NEWSLETTER_CONTENTS.map((value) => ({ value, label: t(`admin.newsletter.contents.${value}`) }))}
      />
      <Button type="submit" aria-disabled={saving || confirmByEmail === null || undefined} aria-busy={saving}>
        {t('admin.newsletter.saveSettings')}
      </Button>
    </Panel>
  )
}
