import { NewsletterScreen } from '../../../../../components/admin/NewsletterScreen'

export default function Page() {
  return <NewsletterScreen />
}
