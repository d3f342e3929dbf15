import { ActivityScreen } from '../../../../../components/admin/security/ActivityScreen'

export default function Page() {
  return <ActivityScreen />
}
