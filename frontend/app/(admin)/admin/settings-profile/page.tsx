import { SettingsScreen } from '../../../../components/admin/SettingsScreen'

export default function Page() {
  return <SettingsScreen route="settings-profile" />
}
