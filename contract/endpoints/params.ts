import { z } from 'zod'
import { idSchema, uniqueKeySchema } from '../common'

/** Path parameters most rows share. */
export const idParams = z.object({ id: idSchema }).strict()
export const idAndKeyParams = z.object({ id: idSchema, uniqueKey: uniqueKeySchema }).strict()

/** The screens that list and edit articles. */
export const ARTICLE_ROUTES = ['list-of-articles', 'compose'] as const
