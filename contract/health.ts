import { z } from 'zod'
import { DATABASE_KINDS } from '../domain/site'

/** GET /api/health */
export const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(DATABASE_KINDS),
  version: z.string(),
})

export type Health = z.infer<typeof healthSchema>
