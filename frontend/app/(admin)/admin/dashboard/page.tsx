import { DashboardScreen } from '../../../../components/admin/DashboardScreen'

export default function DashboardPage() {
  return <DashboardScreen />
}
