'use client'

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminRoute } from '../../../domain/access'
import { useAdminNavigation } from '../../lib/admin/navigation'
import { useAdminUser } from './AdminShell'
import { Tabs } from './Tabs'
import { ProfileTab } from './settings/ProfileTab'
import { SeoTab } from './settings/SeoTab'
import { WhatsappTab } from './settings/WhatsappTab'
import { ImportTab } from './settings/ImportTab'

type Tab = 'profile' | 'whatsapp' | 'seo' | 'import'
const TAB_ROUTE: Record<Tab, AdminRoute> = { profile: 'settings-profile', whatsapp: 'settings-whatsapp', seo: 'seo', import: 'settings' }
const ROUTE_TAB: Partial<Record<AdminRoute, Tab>> = { 'settings-profile': 'profile', 'settings-whatsapp': 'whatsapp', seo: 'seo' }

/** The import tab chosen: module state, as a route change of the other tabs may mount the screen again meanwhile. */
let importChosen = false

/**
 * settings with profile, WhatsApp, SEO and import tabs; only the tabs whose routes the user holds.
 * Import has no route of its own (it is the settings area's): `?tab=import` opens it.
 */
export function SettingsScreen({ route }: { route: AdminRoute }) {
  const { t } = useTranslation()
  const navigation = useAdminNavigation()
  const { allowed } = useAdminUser()
  const tabs = (['profile', 'whatsapp', 'seo', 'import'] as const).filter(
    (tab) => allowed.has(TAB_ROUTE[tab]) || (route === 'settings' && allowed.has('settings') && tab !== 'import'),
  )
  const [importing, setImporting] = useState(
    () => importChosen || (typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('tab') === 'import'),
  )
  const active: Tab = importing && tabs.includes('import') ? 'import' : (ROUTE_TAB[route] ?? tabs[0] ?? 'profile')
  return (
    <>
      <h1>{t('admin.routes.settings')}</h1>
      <Tabs
        name="settings"
        label={t('admin.routes.settings')}
        tabs={tabs.map((tab) => ({ id: tab, label: t(`admin.settings.tabs.${tab}`) }))}
        active={active}
        onSelect={(tab) => {
          importChosen = tab === 'import'
          setImporting(importChosen)
          // Back from Import to the tab of this very route: shown again as it is, not entered anew.
          if (tab !== 'import' && !(importing && ROUTE_TAB[route] === tab)) navigation.go(TAB_ROUTE[tab])
        }}
      >
        {active === 'profile' ? <ProfileTab /> : active === 'whatsapp' ? <WhatsappTab /> : active === 'import' ? <ImportTab /> : <SeoTab />}
      </Tabs>
    </>
  )
}
