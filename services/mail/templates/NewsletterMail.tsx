import { Button, Heading, Img, Link, Text } from '@react-email/components'
import { BRAND_COLORS } from '../../../domain/brand'
import type { MailBlock, MailImage } from '../../newsletter/blocks'
import { MailLayout, buttonStyle } from './MailLayout'

export type NewsletterArticle = {
  title: string
  excerpt: string
  url: string
  /** Absolute address of the cover (mail clients cannot resolve a path). */
  cover?: MailImage | null
  /** The article's paragraphs and body images, when the newsletter carries whole articles. */
  blocks?: MailBlock[]
}

const MAIL_WIDTH = 552

function MailPicture({ image, last }: { image: MailImage; last?: boolean }) {
  return (
    <Img
      src={image.src}
      alt={image.alt}
      width={image.width ? Math.min(MAIL_WIDTH, image.width) : MAIL_WIDTH}
      style={{ width: '100%', maxWidth: image.width ?? MAIL_WIDTH, height: 'auto', borderRadius: 8, margin: last ? '0 0 16px' : '0 0 12px' }}
    />
  )
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
      {article.cover ? <MailPicture image={article.cover} last /> : null}
      <Heading as="h1" style={{ color: BRAND_COLORS.primary, fontSize: 24, lineHeight: '1.25', margin: '0 0 12px' }}>
        {article.title}
      </Heading>
      {(article.blocks?.length ? article.blocks : [article.excerpt]).map((block, i) =>
        typeof block === 'string' ? (
          <Text key={i} style={{ margin: '0 0 12px' }}>
            {block}
          </Text>
        ) : (
          <MailPicture key={i} image={block} />
        ),
      )}
      <Button href={article.url} style={buttonStyle}>
        {labels.read}
      </Button>
    </MailLayout>
  )
}
