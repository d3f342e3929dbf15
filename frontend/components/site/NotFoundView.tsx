import type { Metadata } from 'next'
import { siteData } from '../../lib/site/data'
import { pageMetadata } from '../../lib/site/metadata'
import { StatusView } from './StatusView'

/**
 * Spec section 8: 'Oops! Page not found' with a back button, in the visitor's language; the
 * gateway answers it with status 404 (lib/site/httpStatus.ts says why pages render it rather
 * than call notFound()).
 */
export async function NotFoundView() {
  const { t } = await siteData()
  return <StatusView httpStatus={404} title={t('errors.notFound')} text={t('errors.notFoundText')} action={{ label: t('errors.back'), back: true }} />
}

/** The not-found page's head: its title, and kept out of search engines. */
export async function notFoundMetadata(): Promise<Metadata> {
  const { t, path } = await siteData()
  return pageMetadata({ title: t('errors.notFound'), description: t('errors.notFoundText'), path, noindex: true })
}
