import { UsersScreen } from '../../../../components/admin/UsersScreen'

export default function Page() {
  return <UsersScreen />
}
