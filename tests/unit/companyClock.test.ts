import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '../../domain/timeZones'
import { companyTimeZone, formatDate, formatDateTime, setCompanyTimeZone } from '../../frontend/lib/format/dates'
import { fromDateTimeInput, toDateTimeInput } from '../../frontend/lib/format/dateTimeInput'
import { messageTime } from '../../frontend/lib/format/rules'

/** Issue #30 item 7: the back-office reads and writes times on the company's clock, whatever the browser's zone. */
describe("the company's clock", () => {
  afterEach(() => setCompanyTimeZone(DEFAULT_TIME_ZONE))

  it('offers only zones the runtime knows, Sao Paulo by default', () => {
    expect(companyTimeZone()).toBe('America/Sao_Paulo')
    expect(TIME_ZONES).toContain(DEFAULT_TIME_ZONE)
    for (const zone of TIME_ZONES) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }), zone).not.toThrow()
  })

  it('shows an instant on the company clock: Sao Paulo by default, Lisbon once set', () => {
    const instant = '2026-11-26T02:30:15.000Z'
    expect(formatDateTime(instant)).toBe('25/11/2026 23:30:15')
    expect(formatDate(instant)).toBe('25/11/2026')
    setCompanyTimeZone('Europe/Lisbon')
    expect(formatDateTime(instant)).toBe('26/11/2026 02:30:15')
    expect(formatDate(instant)).toBe('26/11/2026')
    expect(messageTime(instant, new Date('2026-11-26T03:00:00.000Z'))).toBe('02:30')
    setCompanyTimeZone('America/Manaus')
    expect(formatDateTime(instant)).toBe('25/11/2026 22:30:15')
  })

  it('a schedule typed as wall-clock time is that time on the company clock, both ways, across summer time', () => {
    expect(fromDateTimeInput('2026-12-01T09:00')).toBe('2026-12-01T12:00:00.000Z')
    expect(toDateTimeInput('2026-12-01T12:00:00.000Z')).toBe('2026-12-01T09:00')
    setCompanyTimeZone('Europe/Lisbon')
    expect(fromDateTimeInput('2026-07-01T09:00')).toBe('2026-07-01T08:00:00.000Z') // WEST, UTC+1
    expect(fromDateTimeInput('2026-12-01T09:00')).toBe('2026-12-01T09:00:00.000Z') // WET, UTC+0
    expect(toDateTimeInput('2026-07-01T08:00:00.000Z')).toBe('2026-07-01T09:00')
    expect(fromDateTimeInput('')).toBe('')
    expect(fromDateTimeInput('not a date')).toBe('')
    expect(toDateTimeInput('not a date')).toBe('')
  })
})
