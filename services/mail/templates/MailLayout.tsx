import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'
import { BRAND_COLORS, BRAND_RADIUS } from '../../../domain/brand'

/**
 * The frame of every e-mail the product sends: the company's name in the brand's colour, the
 * message on a white card, and a footer. Inline styles only: mail clients drop stylesheets.
 */
export function MailLayout(props: { language: string; company: string; preview: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Html lang={props.language}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: BRAND_COLORS.background, margin: 0, padding: '24px 0', fontFamily: 'Inter, Segoe UI, Roboto, Arial, sans-serif' }}>
        <Container style={{ maxWidth: 600, margin: '0 auto', padding: '0 12px' }}>
          <Text style={{ color: BRAND_COLORS.primary, fontSize: 20, fontWeight: 800, margin: '0 0 16px' }}>{props.company}</Text>
          <Section
            style={{
              backgroundColor: BRAND_COLORS.surface,
              border: `1px solid ${BRAND_COLORS.border}`,
              borderRadius: BRAND_RADIUS,
              padding: '20px',
              color: BRAND_COLORS.text,
              fontSize: 16,
              lineHeight: '1.6',
              // A long word or address wraps instead of widening the message past a phone's screen.
              overflowWrap: 'anywhere',
              wordBreak: 'break-word',
            }}
          >
            {props.children}
          </Section>
          {props.footer ? (
            <>
              <Hr style={{ borderColor: BRAND_COLORS.border, margin: '24px 0 12px' }} />
              <Section style={{ color: BRAND_COLORS.muted, fontSize: 13, lineHeight: '1.5', overflowWrap: 'anywhere', wordBreak: 'break-word' }}>
                {props.footer}
              </Section>
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  )
}

/** The brand's call to action: a real link styled as a button (works in every client, and as text). */
export const buttonStyle = {
  backgroundColor: BRAND_COLORS.primary,
  color: '#ffffff',
  borderRadius: 10,
  padding: '12px 20px',
  fontWeight: 700,
  textDecoration: 'none',
  display: 'inline-block',
} as const
