import { LayoutSettingsScreen } from '../../../../components/admin/LayoutSettingsScreen'

export default function Page() {
  return <LayoutSettingsScreen />
}
