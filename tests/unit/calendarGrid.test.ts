import { describe, expect, it } from 'vitest'
import { addDays, daysOf, inMonthOf, isDayKey, shiftMonth, stepFrom, weekStart } from '../../frontend/lib/calendar/grid'

describe('the editorial calendar grid', () => {
  it('shows a month as whole weeks from Sunday to Saturday', () => {
    const november = daysOf('month', '2026-11-18')
    expect(november[0]).toBe('2026-11-01') // a Sunday
    expect(november.at(-1)).toBe('2026-12-05')
    expect(november).toHaveLength(35)
    const august = daysOf('month', '2026-08-31') // starts on a Saturday: six weeks
    expect(august[0]).toBe('2026-07-26')
    expect(august).toHaveLength(42)
    expect(daysOf('month', '2026-02-10')).toHaveLength(28) // February 2026 starts on a Sunday and ends on a Saturday: four weeks
  })
  it('never holds more than 42 days, the range the calendar route accepts (43 days with a clock change)', () => {
    for (let month = 0; month < 24; month++) expect(daysOf('month', shiftMonth('2026-01-01', month)).length).toBeLessThanOrEqual(42)
  })
  it('shows a week from its Sunday, across a month and a year', () => {
    expect(daysOf('week', '2026-12-31')).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'])
    expect(weekStart('2026-11-28')).toBe('2026-11-22')
  })
  it('steps a month or a week, whatever the month lengths and leap years', () => {
    expect(stepFrom('month', '2026-01-31', 1)).toBe('2026-02-01')
    expect(stepFrom('month', '2026-01-15', -1)).toBe('2025-12-01')
    expect(stepFrom('week', '2028-02-26', 1)).toBe('2028-03-04')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })
  it('tells the month own days from the leading and trailing ones, and a date from anything else', () => {
    expect(inMonthOf('2026-11-18', '2026-11-01')).toBe(true)
    expect(inMonthOf('2026-11-18', '2026-12-01')).toBe(false)
    expect(isDayKey('2026-11-28')).toBe(true)
    expect(isDayKey('2026-13-40')).toBe(false)
    expect(isDayKey('amanhã')).toBe(false)
  })
})
