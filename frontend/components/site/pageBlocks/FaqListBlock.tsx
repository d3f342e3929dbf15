import type { PageFaqListBlock } from '../../../../payload-types'
import { siteData } from '../../../lib/site/data'
import { siteReads } from '../../../lib/siteReads'
import { FaqList } from '../FaqList'
import { BlockSection } from './styles'

type Faq = { id: number | string; question: string; answer: string; lang: string }

/** The questions of one product, as the FAQ page shows them (native disclosures, no script). */
export async function FaqListBlock({ block }: { block: PageFaqListBlock }) {
  const { t, payload, language } = await siteData()
  const faqs = (await siteReads().publicFaqs(payload, block.product, language)) as Faq[]
  if (!faqs.length) return null
  return (
    <BlockSection>
      <h2>{block.heading || t('faq.title')}</h2>
      <FaqList
        items={faqs.map((f) => ({ id: String(f.id), question: f.question, answer: f.answer, lang: f.lang }))}
        language={language}
        untranslatedNote={t('faq.notTranslated')}
      />
    </BlockSection>
  )
}
