import { MessagesScreen } from '../../../../components/admin/MessagesScreen'

export default function Page() {
  return <MessagesScreen />
}
