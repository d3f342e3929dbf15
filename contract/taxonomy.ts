import { z } from 'zod'
import { cursorParam, hexColor, idLike, k, paginationQuery, pictureRef, requiredText, searchText, storedDate, storedId } from './common'
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

export const categoryAnswer = z
  .object({
    id: storedId,
    unique_key: z.string().nullable(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    image: pictureRef,
    textColor: z.string(),
    backgroundColor: z.string(),
    status: z.enum(CATEGORY_STATUSES),
    createdAt: storedDate,
    updatedAt: storedDate,
  })
  .strict()

export const tagAnswer = z.object({ id: storedId, name: z.string(), slug: z.string() }).strict()

/** A size Payload cut from an upload (collections/Media.ts). */
const imageSize = z
  .object({
    url: z.string().nullable().optional(),
    width: z.number().nullable().optional(),
    height: z.number().nullable().optional(),
    mimeType: z.string().nullable().optional(),
    filesize: z.number().nullable().optional(),
    filename: z.string().nullable().optional(),
  })
  .strict()
export const uploadAnswer = z
  .object({
    id: storedId,
    url: z.string().nullable().optional(),
    alt: z.string(),
    sizes: z.object({ thumbnail: imageSize.optional(), card: imageSize.optional(), hero: imageSize.optional() }).strict().optional(),
  })
  .strict()

/** The media library (issue #45, item 2): images already uploaded, newest first, paged by keyset. */
export const mediaLibraryQuery = paginationQuery.extend({ cursor: cursorParam }).strict()

export const mediaLibraryItem = z
  .object({
    id: storedId,
    /** The image as the body shows it (its card size, else the original). */
    url: z.string(),
    /** A small copy for the library's grid. */
    thumbnailUrl: z.string(),
    alt: z.string(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    createdAt: storedDate,
  })
  .strict()
