import { z } from 'zod'
import { hexColor, idLike, k, paginationQuery, requiredText, searchText } from './common'

export const categoryBody = z
  .object({
    name: requiredText('nameRequired', 80),
    description: requiredText('descriptionRequired', 500),
    image: idLike().nullable().optional(),
    textColor: hexColor.default('#FFFFFF'),
    backgroundColor: hexColor.default('#02236B'),
    status: z.enum(['active', 'inactive'], k('invalidValue')).default('active'),
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

export const categoryStatusBody = z.object({ status: z.enum(['active', 'inactive'], k('invalidValue')) }).strict()
export const categoriesQuery = paginationQuery.extend({ search: searchText }).strict()
export const tagBody = z.object({ name: requiredText('nameRequired', 60) }).strict()
export const mediaQuery = z.object({ alt: requiredText('descriptionRequired', 200) }).strict()
