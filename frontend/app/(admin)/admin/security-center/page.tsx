import { SecurityCenterScreen } from '../../../../components/admin/SecurityCenterScreen'

export default function Page() {
  return <SecurityCenterScreen />
}
