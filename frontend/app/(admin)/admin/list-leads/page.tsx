import { LeadsScreen } from '../../../../components/admin/LeadsScreen'

export default function Page() {
  return <LeadsScreen />
}
