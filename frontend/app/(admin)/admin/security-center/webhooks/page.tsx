import { WebhooksScreen } from '../../../../../components/admin/security/WebhooksScreen'

export default function Page() {
  return <WebhooksScreen />
}
