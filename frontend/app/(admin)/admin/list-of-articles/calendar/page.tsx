import { CalendarScreen } from '../../../../../components/admin/calendar/CalendarScreen'

export default function Page() {
  return <CalendarScreen />
}
