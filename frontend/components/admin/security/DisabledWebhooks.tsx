'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from '../../../lib/admin/api'
import { Notice } from '../../ui/Notice'

/** Tells the security center when an endpoint was disabled after failing for a day. */
export function DisabledWebhooks() {
  const { t } = useTranslation()
  const [count, setCount] = useState(0)
  useEffect(() => {
    call('webhooksList', {}).then(
      ({ data }) => setCount(data.filter((w) => w.status === 'disabled').length),
      () => undefined,
    )
  }, [])
  if (!count) return null
  return (
    <Notice tone="error">
      <p>
        {t('admin.webhooks.disabledNotice', { count })} <a href="/admin/security-center/webhooks">{t('admin.webhooks.review')}</a>
      </p>
    </Notice>
  )
}
