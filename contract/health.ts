import { z } from 'zod'

/** GET /api/health */
export const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['sqlite', 'postgres', 'mongodb']),
  version: z.string(),
})

export type Health = z.infer<typeof healthSchema>
