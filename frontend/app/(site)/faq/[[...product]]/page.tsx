import type { Metadata } from 'next'
import { NotFoundView, notFoundMetadata } from '../../../../components/site/NotFoundView'
import { Breadcrumbs } from '../../../../components/site/Breadcrumbs'
import { FaqList } from '../../../../components/site/FaqList'
import { JsonLd } from '../../../../components/site/JsonLd'
import { Chip, ChipList } from '../../../../components/ui/Chip'
import { Main, PageHeader } from '../../../../components/ui/layout'
import { siteData } from '../../../../lib/site/data'
import { siteReads } from '../../../../lib/siteReads'
import { pageMetadata } from '../../../../lib/site/metadata'
import { SLUG_PATTERN, decodeSegment } from '../../../../lib/site/params'
import { PRODUCT_PAGE } from '../../../../../domain/pages'

type Props = { params: Promise<{ product?: string[] }> }

/** The product of /faq/{product?}: undefined for every question, null for a path that is no product's (a 404). */
async function productOf(params: Props['params']) {
  const segments = (await params).product ?? []
  if (segments.length > 1) return null
  const product = decodeSegment(segments[0])
  if (product !== undefined && !SLUG_PATTERN.test(product.toLowerCase())) return null
  return product
}

/** The questions to show: every one, or one product's; null when the path names no product that has questions (a 404). */
async function load(params: Props['params']) {
  const product = await productOf(params)
  if (product === null) return null
  const { payload, language } = await siteData()
  const all = (await siteReads().publicFaqs(payload, undefined, language)) as Array<{
    id: unknown
    product: string
    question: string
    answer: string
    lang: string
  }>
  const faqs = product ? all.filter((f) => f.product === product) : all
  return product && !faqs.length ? null : { product, all, faqs }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return notFoundMetadata()
  const { product } = found
  const { t } = await siteData()
  return pageMetadata({ title: t('faq.title'), description: t('faq.metaDescription'), path: product ? `/faq/${encodeURIComponent(product)}` : '/faq' })
}

/** /faq/{product?}: every question, or one product's; a product without questions is a 404. */
export default async function FaqPage({ params }: Props) {
  const found = await load(params)
  if (!found) return <NotFoundView />
  const { product, all, faqs } = found
  const { t, baseUrl, language, payload } = await siteData()
  const products = [...new Set(all.map((f) => f.product))]
  // The product's name as its page calls it (the company's words); the catalogue's word when it has none.
  const productPage = products.includes(PRODUCT_PAGE.product) ? await siteReads().publicPage(payload, `/${PRODUCT_PAGE.slug}`, language) : null
  const productName = (p: string) => (p === PRODUCT_PAGE.product && productPage?.page.title) || t(`faq.productNames.${p}`, { defaultValue: p })
  return (
    <Main id="main" tabIndex={-1}>
      <Breadcrumbs
        label={t('site.breadcrumb')}
        baseUrl={baseUrl}
        items={[
          { name: t('site.nav.home'), href: '/' },
          { name: t('faq.title'), href: '/faq' },
        ]}
      />
      <PageHeader>
        <h1>{t('faq.title')}</h1>
        <p>{t('faq.lead')}</p>
      </PageHeader>
      {products.length > 1 ? (
        <nav aria-label={t('faq.products')} style={{ marginBottom: 24 }}>
          <ChipList>
            <li>
              <Chip name={t('faq.all')} background="#02236B" href="/faq" current={!product} />
            </li>
            {products.map((p) => (
              <li key={p}>
                <Chip name={productName(p)} background="#eef1f8" href={`/faq/${encodeURIComponent(p)}`} current={p === product} />
              </li>
            ))}
          </ChipList>
        </nav>
      ) : null}
      {faqs.length ? (
        <FaqList
          items={faqs.map((f) => ({ id: String(f.id), question: f.question, answer: f.answer, lang: f.lang }))}
          language={language}
          untranslatedNote={t('faq.notTranslated')}
        />
      ) : (
        <p>{t('faq.empty')}</p>
      )}
      <p style={{ marginTop: 32 }}>
        {t('faq.moreHelp')} <a href="/contact">{t('faq.contactUs')}</a>
      </p>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
        }}
      />
    </Main>
  )
}
