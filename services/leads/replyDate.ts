/**
 * Spec section 9: a message sent before 21:00 (Sao Paulo) is answered tomorrow, otherwise
 * the day after. Answers the calendar date (yyyy-mm-dd) in Sao Paulo.
 */
export function promisedReplyDate(sentAt: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(sentAt)
      .map((p) => [p.type, p.value]),
  )
  const days = Number(parts.hour) < 21 ? 1 : 2
  const local = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + days))
  return local.toISOString().slice(0, 10)
}
