import { z } from 'zod'

/**
 * The error half of the REST contract (ARCHITECTURE.md section 4): every 4xx/5xx answer of
 * the gateway has this shape, and `code` is one of these stable strings.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  /** A known path asked with a method it does not serve: 405 with Allow. */
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  /** An Idempotency-Key used before with another request: 422. */
  'IDEMPOTENCY_KEY_REUSED',
  /**
   * A well-formed request a rule of the business refuses, one no schema can say (passwords that
   * differ, a link that expired, a record referred to that does not exist): 422 (issue #62).
   */
  'UNPROCESSABLE',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'ACCOUNT_LOCKED',
  'ACCOUNT_INACTIVE',
  'ACCOUNT_BLOCKED',
  'INVALID_CREDENTIALS',
  'DB_UNAVAILABLE',
  'STORAGE_UNAVAILABLE',
  /** Too many expensive reads waiting (search, popular, dashboard): 503 with Retry-After. */
  'BUSY',
  'INTERNAL',
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() })

export const errorBodySchema = z.object({
  error: z.literal(true),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  errors: z.array(fieldErrorSchema).optional(),
})

export type ErrorBody = z.infer<typeof errorBodySchema>

export const errorBody = (code: ErrorCode, message: string, errors?: ErrorBody['errors']): ErrorBody =>
  errors?.length ? { error: true, code, message, errors } : { error: true, code, message }
