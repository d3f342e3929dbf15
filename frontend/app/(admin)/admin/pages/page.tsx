import { PagesScreen } from '../../../../components/admin/PagesScreen'

export default function PagesPage() {
  return <PagesScreen />
}
