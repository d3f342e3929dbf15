import type { Payload } from 'payload'
import type { ContentLocale } from '../../domain/contentLocales'
import { PRODUCT_PAGE } from '../../domain/pages'
import { translatorFor } from '../../locales/i18n'
import { seedPage, type SeededPage } from './seedPage'

/** The landing page as blocks, in one language, from the texts it had in the catalogues. */
function productTexts(locale: ContentLocale): SeededPage {
  const t = translatorFor(locale)
  const title = t('product.title')
  return {
    title,
    layout: [
      {
        blockType: 'hero',
        kicker: t('product.kicker'),
        heading: title,
        lead: t('product.lead'),
        buttons: [{ label: t('product.cta'), action: 'demoRequest', style: 'primary' }],
      },
      {
        blockType: 'features',
        heading: t('product.featuresTitle'),
        items: (t('product.features', { returnObjects: true }) as { title: string; text: string }[]).map((f) => ({ title: f.title, text: f.text })),
      },
      {
        blockType: 'demoRequest',
        heading: t('product.stepsTitle'),
        steps: (t('product.steps', { returnObjects: true }) as string[]).map((step) => ({ step })),
        buttonLabel: t('product.cta'),
        subject: title,
      },
    ],
  }
}

/**
 * The product landing page becomes a page marketing changes (issue #43, item 3), seeded once in
 * every language; its demo request keeps the spec's terms dialog.
 */
export const ensureProductPage = (payload: Payload): Promise<boolean> => seedPage(payload, PRODUCT_PAGE.slug, productTexts)
