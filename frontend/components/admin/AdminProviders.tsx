'use client'

import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { Language } from '../../../locales/languages'
import { configureApi } from '../../lib/admin/api'
import { createAdminI18n } from '../../lib/admin/i18n'
import { NotificationsProvider } from './Notifications'

/** i18next for the back-office, the API client's language, notifications. */
export function AdminProviders({ language, children }: { language: Language; children: React.ReactNode }) {
  const [i18n] = useState(() => {
    const instance = createAdminI18n(language)
    configureApi({ language, generic: instance.t('errors.generic') })
    return instance
  })
  return (
    <I18nextProvider i18n={i18n}>
      <NotificationsProvider>{children}</NotificationsProvider>
    </I18nextProvider>
  )
}
