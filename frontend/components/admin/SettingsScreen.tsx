'use client'

import { useTranslation } from 'react-i18next'
import type { AdminRoute } from '../../../domain/access'
import { useAdminNavigation } from '../../lib/admin/navigation'
import { useAdminUser } from './AdminShell'
import { Tabs } from './Tabs'
import { ProfileTab } from './settings/ProfileTab'
import { SeoTab } from './settings/SeoTab'
import { WhatsappTab } from './settings/WhatsappTab'

type Tab = 'profile' | 'whatsapp' | 'seo'
const TAB_ROUTE: Record<Tab, AdminRoute> = { profile: 'settings-profile', whatsapp: 'settings-whatsapp', seo: 'seo' }
const ROUTE_TAB: Partial<Record<AdminRoute, Tab>> = { 'settings-profile': 'profile', 'settings-whatsapp': 'whatsapp', seo: 'seo' }

/** settings with profile, WhatsApp and SEO tabs; only the tabs whose routes the user holds. */
export function SettingsScreen({ route }: { route: AdminRoute }) {
  const { t } = useTranslation()
  const navigation = useAdminNavigation()
  const { allowed } = useAdminUser()
  const tabs = (['profile', 'whatsapp', 'seo'] as const).filter((tab) => allowed.has(TAB_ROUTE[tab]) || (route === 'settings' && allowed.has('settings')))
  const active: Tab = ROUTE_TAB[route] ?? tabs[0] ?? 'profile'
  return (
    <>
      <h1>{t('admin.routes.settings')}</h1>
      <Tabs
        name="settings"
        label={t('admin.routes.settings')}
        tabs={tabs.map((tab) => ({ id: tab, label: t(`admin.settings.tabs.${tab}`) }))}
        active={active}
        onSelect={(tab) => navigation.go(TAB_ROUTE[tab])}
      >
        {active === 'profile' ? <ProfileTab /> : active === 'whatsapp' ? <WhatsappTab /> : <SeoTab />}
      </Tabs>
    </>
  )
}
