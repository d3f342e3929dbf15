import { StatusView } from '../../components/site/StatusView'
import { siteData } from '../../lib/site/data'

/** Spec section 8: 'Oops! Page not found' with a back button, in the visitor's language. */
export default async function NotFound() {
  const { t } = await siteData()
  return <StatusView title={t('errors.notFound')} text={t('errors.notFoundText')} action={{ label: t('errors.back'), back: true }} />
}
