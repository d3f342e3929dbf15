'use client'

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../lib/admin/api'
import { Button } from '../ui/Button'
import { Notice } from '../ui/Notice'

/**
 * Shown to a user whose e-mail is not verified yet (users created by an admin start so): one
 * press sends the code and opens the verification page with the address filled in.
 */
export function VerifyBanner({ email }: { email: string }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const start = async () => {
    if (busy) return
    setBusy(true)
    // A failed send still opens the page: its resend button tells what went wrong.
    await call('sendVerificationCode', { body: { email } }).catch(() => null)
    window.location.assign(`/verify-account?email=${encodeURIComponent(email)}`)
  }
  return (
    <Notice tone="info">
      <p>
        {t('admin.verifyBanner.text')}{' '}
        <Button type="button" $variant="ghost" aria-disabled={busy || undefined} aria-busy={busy} onClick={() => void start()}>
          {t('admin.verifyBanner.action')}
        </Button>
      </p>
    </Notice>
  )
}
