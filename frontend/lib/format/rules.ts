/**
 * The display rules of spec sections 5 and 9 in one place: empty values, initials,
 * truncation, dates (DD/MM/YYYY), message times, read time and the light-colour rule.
 */
export { formatDate } from './dates'
import { companyTimeZone } from './dates'
export { readablePair } from './color'

const EMPTY_TEXTS = new Set(['', 'NULL'])

/** Spec section 5: null, 'NULL', blank or empty show '-'; '0' stays. */
export const display = (value: unknown): string => (value === null || value === undefined || EMPTY_TEXTS.has(String(value).trim()) ? '-' : String(value))

/** Spec section 5: initials need at least two words (first letters of the first and last); otherwise empty. */
export function initials(name: string | null | undefined): string {
  const words = String(name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  if (words.length < 2) return ''
  return (words[0]![0]! + words[words.length - 1]![0]!).toUpperCase()
}

/** Spec section 5: longer text is cut to `max` characters plus '...'; a non-string logs an error and gives ''. */
export function truncate(text: unknown, max: number): string {
  if (typeof text !== 'string') {
    console.error('truncate: expected a string, got', typeof text)
    return ''
  }
  return text.length > max ? `${text.slice(0, max)}...` : text
}

const MONTHS_PT = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro']

/**
 * Spec section 9: a message received under 24 hours ago shows its time (hh:mm); older ones
 * show 'd de Month' in Portuguese. Times on the company's clock (Sao Paulo unless set).
 */
export function messageTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return '-'
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: companyTimeZone(), day: 'numeric', month: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  if (now.getTime() - date.getTime() < 86_400_000 && now.getTime() >= date.getTime()) return `${parts.hour}:${parts.minute}`
  return `${Number(parts.day)} de ${MONTHS_PT[Number(parts.month) - 1]}`
}
