import { Button, Link, Text } from '@react-email/components'
import { BRAND_COLORS } from '../../../domain/brand'
import { MailLayout, buttonStyle } from './MailLayout'

/**
 * An account e-mail: a few sentences, then either a code to type or a button to press (with the
 * address written out for clients that show no buttons), then a closing note.
 */
export function ActionMail(props: {
  language: string
  company: string
  lines: string[]
  code?: string
  action?: { label: string; href: string; fallback: string }
  note?: string
}) {
  return (
    <MailLayout language={props.language} company={props.company} preview={props.lines[0] ?? ''}>
      {props.lines.map((line) => (
        <Text key={line} style={{ margin: '0 0 12px' }}>
          {line}
        </Text>
      ))}
      {props.code ? (
        <Text style={{ fontSize: 28, fontWeight: 800, letterSpacing: 6, color: BRAND_COLORS.primary, margin: '8px 0 16px' }}>{props.code}</Text>
      ) : null}
      {props.action ? (
        <>
          <Button href={props.action.href} style={buttonStyle}>
            {props.action.label}
          </Button>
          <Text style={{ fontSize: 13, color: BRAND_COLORS.muted, margin: '16px 0 0' }}>
            {/* The address breaks anywhere: unbroken it made the e-mail 553 px wide on a 375 px phone. */}
            {props.action.fallback}{' '}
            <Link href={props.action.href} style={{ wordBreak: 'break-all', overflowWrap: 'anywhere' }}>
              {props.action.href}
            </Link>
          </Text>
        </>
      ) : null}
      {props.note ? <Text style={{ fontSize: 14, color: BRAND_COLORS.muted, margin: '16px 0 0' }}>{props.note}</Text> : null}
    </MailLayout>
  )
}
