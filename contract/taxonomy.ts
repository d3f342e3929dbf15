import { z } from 'zod'
import { hexColor, idLike, k, paginationQuery, requiredText, searchText } from './common'
import { CATEGORY_DEFAULT_BACKGROUND, CATEGORY_DEFAULT_TEXT_COLOR, CATEGORY_STATUSES } from '../domain/taxonomy'

export const categoryBody = z
  .object({
    name: requiredText('nameRequired', 80),
    description: requiredText('descriptionRequired', 500),
    image: idLike().nullable().optional(),
    textColor: hexColor.default(CATEGORY_DEFAULT_TEXT_COLOR),
    backgroundColor: hexColor.default(CATEGORY_DEFAULT_BACKGROUND),
    status: z.enum(CATEGORY_STATUSES, k('invalidValue')).default('active'),
  })
  .strict()

export const categoryUpdateBody = z
  .object({
    name: requiredText('nameRequired', 80).optional(),
    description: requiredText('descriptionRequired', 500).optional(),
    image: idLike().nullable().optional(),
    textColor: hexColor.optional(),
    backgroundColor: hexColor.optional(),
  })
  .strict()

export type CategoryInput = z.output<typeof categoryBody>
export type CategoryUpdateInput = z.output<typeof categoryUpdateBody> | z.output<typeof categoryStatusBody>

export const categoryStatusBody = z.object({ status: z.enum(CATEGORY_STATUSES, k('invalidValue')) }).strict()
export const categoriesQuery = paginationQuery.extend({ search: searchText }).strict()
export const tagBody = z.object({ name: requiredText('nameRequired', 60) }).strict()
export const mediaQuery = z.object({ alt: requiredText('descriptionRequired', 200) }).strict()
