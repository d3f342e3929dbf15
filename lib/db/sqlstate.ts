/**
 * The SQLSTATE of class 22 (data exception: a number past its column's range, text the column
 * cannot hold) that a database error, or one of the errors it wraps, carries; else null.
 */
export function dataExceptionOf(error: unknown): string | null {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return e.code
    e = e.cause as typeof e
  }
  return null
}
