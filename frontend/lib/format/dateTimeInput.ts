import { TZDate } from '@date-fns/tz'
import { companyTimeZone, pad } from './dates'

/**
 * A `datetime-local` input shows and returns a wall-clock time without a zone. The back-office
 * reads and writes it on the company's clock (issue #30 item 7): an editor travelling in
 * Lisbon schedules for 09:00 in Sao Paulo when the company is there, as /cms does.
 */
export function toDateTimeInput(value: string | Date | null | undefined): string {
  if (!value) return ''
  const instant = new Date(value).getTime()
  if (Number.isNaN(instant)) return ''
  const date = new TZDate(instant, companyTimeZone())
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The input's wall-clock value, on the company's clock, as an ISO instant; '' for an empty or unreadable value. */
export function fromDateTimeInput(value: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value)
  if (!parts) return ''
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [number, number, number, number, number]
  const date = new TZDate(year, month - 1, day, hour, minute, companyTimeZone())
  return Number.isNaN(date.getTime()) ? '' : new Date(date.getTime()).toISOString()
}
