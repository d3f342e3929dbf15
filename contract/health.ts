import { z } from 'zod'
import { DATABASE_KINDS } from '../domain/site'

/** GET /api/health */
export const healthSchema = z.object({
  /** 'draining' (with 503) after SIGTERM, while the instance finishes its work before stopping. */
  status: z.enum(['ok', 'draining']),
  db: z.enum(DATABASE_KINDS),
  version: z.string(),
})

export type Health = z.infer<typeof healthSchema>
