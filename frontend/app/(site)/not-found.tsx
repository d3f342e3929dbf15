import { Main } from '../../components/site/Chrome'
import { NotFoundView } from '../../components/site/NotFoundView'
import { getT } from '../../lib/i18n/server'
import { DEFAULT_LANGUAGE } from '../../lib/i18n/languages'

export default async function NotFound() {
  const t = await getT(DEFAULT_LANGUAGE)
  return (
    <Main id="main">
      <NotFoundView title={t('errors.notFound')} text={t('errors.notFoundText')} back={t('errors.back')} />
    </Main>
  )
}
