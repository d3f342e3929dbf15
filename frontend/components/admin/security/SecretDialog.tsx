'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Notice } from '../../ui/Notice'
import type { Secret } from './types'

/** The secret, once: it cannot be closed until "I have saved my credentials" is ticked. */
export function SecretDialog({ secret, onClose }: { secret: Secret | null; onClose: () => void }) {
  const { t } = useTranslation()
  const [saved, setSaved] = useState(false)
  const [warn, setWarn] = useState(false)
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    setSaved(false)
    setWarn(false)
    setCopied(false)
  }, [secret])
  const tryClose = () => (saved ? onClose() : setWarn(true))
  return (
    <Dialog open={secret !== null} onClose={tryClose} labelledBy="secret-title">
      <h2 id="secret-title">{t('admin.credentials.secretTitle')}</h2>
      <p>{t('admin.credentials.secretText')}</p>
      <dl>
        <dt>{t('admin.credentials.accessKey')}</dt>
        <dd>
          <code data-testid="access-key">{secret?.accessKey}</code>
        </dd>
        <dt>{t('admin.credentials.secretKey')}</dt>
        <dd>
          <code data-testid="secret-key">{secret?.secretKey}</code>
        </dd>
      </dl>
      <Button
        type="button"
        $variant="ghost"
        onClick={() =>
          void navigator.clipboard?.writeText(`${secret?.accessKey}\n${secret?.secretKey}`).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? t('admin.credentials.copied') : t('admin.credentials.copy')}
      </Button>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '12px 0' }}>
        <input
          type="checkbox"
          checked={saved}
          onChange={(e) => {
            setSaved(e.target.checked)
            setWarn(false)
          }}
        />{' '}
        {t('admin.credentials.saved')}
      </label>
      {warn ? (
        <Notice tone="error">
          <p>{t('admin.credentials.mustConfirm')}</p>
        </Notice>
      ) : null}
      <Button type="button" onClick={tryClose}>
        {t('admin.close')}
      </Button>
    </Dialog>
  )
}
