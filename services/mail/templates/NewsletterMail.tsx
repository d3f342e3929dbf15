import { Button, Heading, Img, Link, Text } from '@react-email/components'
import { BRAND_COLORS } from '../../../domain/brand'
import { MailLayout, buttonStyle } from './MailLayout'

export type NewsletterArticle = {
  title: string
  excerpt: string
  url: string
  /** Absolute address of the cover (mail clients cannot resolve a path). */
  cover?: { src: string; alt: string; width?: number; height?: number } | null
  /** The article's text as paragraphs, when the newsletter carries whole articles. */
  paragraphs?: string[]
}

/** One article for one subscriber: labels in their language, the article as written. */
export function NewsletterMail(props: {
  language: string
  company: string
  article: NewsletterArticle
  labels: { read: string; footer: string; unsubscribe: string }
  unsubscribeUrl: string
}) {
  const { article, labels } = props
  return (
    <MailLayout
      language={props.language}
      company={props.company}
      preview={article.excerpt}
      footer={
        <Text style={{ margin: 0 }}>
          {labels.footer} <Link href={props.unsubscribeUrl}>{labels.unsubscribe}</Link>
        </Text>
      }
    >
      {article.cover ? (
        <Img
          src={article.cover.src}
          alt={article.cover.alt}
          width={article.cover.width ? Math.min(552, article.cover.width) : 552}
          style={{ width: '100%', height: 'auto', borderRadius: 8, margin: '0 0 16px' }}
        />
      ) : null}
      <Heading as="h1" style={{ color: BRAND_COLORS.primary, fontSize: 24, lineHeight: '1.25', margin: '0 0 12px' }}>
        {article.title}
      </Heading>
      {(article.paragraphs?.length ? article.paragraphs : [article.excerpt]).map((text, i) => (
        <Text key={i} style={{ margin: '0 0 12px' }}>
          {text}
        </Text>
      ))}
      <Button href={article.url} style={buttonStyle}>
        {labels.read}
      </Button>
    </MailLayout>
  )
}
