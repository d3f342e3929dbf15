import { Playground } from '../../../components/playground/Playground'
import { requestContext } from '../../../lib/i18n/server'
import { contactLabels, cookieLabels, paginationLabels } from '../../../lib/site/labels'

/** Every UI component of the site in its states, for design review and visual checks. */
export default async function PlaygroundPage() {
  const { t } = await requestContext()
  return (
    <Playground
      labels={{
        title: t('playground.title'),
        lead: t('playground.lead'),
        sections: t('playground.sections', { returnObjects: true }) as Record<string, string>,
        states: t('playground.states', { returnObjects: true }) as Record<string, string>,
        openDialog: t('playground.openDialog'),
        showOverlay: t('playground.showOverlay'),
        sampleText: t('playground.sampleText'),
        sampleError: t('playground.sampleError'),
        email: t('contact.fields.email'),
        name: t('contact.fields.name'),
        close: t('product.terms.cancel'),
        loading: t('site.loading'),
        whatsapp: t('site.whatsapp'),
        notFound: t('errors.notFound'),
        contact: contactLabels(t).submit,
      }}
      pagination={paginationLabels(t)}
      cookies={cookieLabels(t)}
    />
  )
}
