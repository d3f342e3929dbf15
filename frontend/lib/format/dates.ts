import { TZDate } from '@date-fns/tz'
import { DEFAULT_TIME_ZONE } from '../../../domain/timeZones'

/**
 * Dates as the company's clock reads them (issue #30 item 7): the Company setting's time zone,
 * whatever the browser's. The back-office sets it once it has read the company
 * (AdminShell); until then, and on the public site, it is the default, Sao Paulo.
 */
let companyZone: string = DEFAULT_TIME_ZONE

export function setCompanyTimeZone(zone: string) {
  companyZone = zone
}
export const companyTimeZone = () => companyZone

/** DD/MM/YYYY in the company's zone; a bare yyyy-mm-dd is a calendar date, shown without a shift. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '-'
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-')
    return `${d}/${m}/${y}`
  }
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return '-'
  return new Intl.DateTimeFormat('pt-BR', { timeZone: companyZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(date)
}

/** DD/MM/YYYY HH:mm:ss in the company's zone: when a version was saved (several a day). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '-'
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return '-'
  const zoned = new TZDate(date.getTime(), companyZone)
  return `${pad(zoned.getDate())}/${pad(zoned.getMonth() + 1)}/${zoned.getFullYear()} ${pad(zoned.getHours())}:${pad(zoned.getMinutes())}:${pad(zoned.getSeconds())}`
}

export const pad = (n: number) => String(n).padStart(2, '0')

/** HH:mm in the company's zone when it is today there, else DD/MM/YYYY HH:mm: the editor's "Saved 12:04". */
export function formatTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  if (!value) return '-'
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return '-'
  const zoned = new TZDate(date.getTime(), companyZone)
  const time = `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`
  return formatDate(date) === formatDate(now) ? time : `${formatDate(date)} ${time}`
}
