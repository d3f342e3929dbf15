import { z } from 'zod'
import { DATABASE_KINDS } from '../domain/site'

/** GET /api/health */
export const healthSchema = z.object({
  /** 'draining' (with 503) after SIGTERM, while the instance finishes its work before stopping; 'starting' (with 503) until it is warm. */
  status: z.enum(['ok', 'draining', 'starting']),
  db: z.enum(DATABASE_KINDS),
  version: z.string(),
})

export type Health = z.infer<typeof healthSchema>
