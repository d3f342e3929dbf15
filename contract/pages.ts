import { z } from 'zod'
import { CONTENT_LOCALES } from '../domain/contentLocales'
import { k, paginationQuery, searchText, storedDate, storedId } from './common'

/** The back-office's Pages screen (issue #43, item 2): pages are written in the block editor (/cms); here they are listed, previewed, published. */
export const adminPagesQuery = paginationQuery.extend({ search: searchText }).strict()

/** draft: never published; published: visitors see what the editor last published; changed: published, with a newer draft. */
export const PAGE_LIST_STATUSES = ['draft', 'published', 'changed'] as const

export const adminPage = z
  .object({
    id: storedId,
    title: z.string(),
    path: z.string().nullable(),
    status: z.enum(PAGE_LIST_STATUSES),
    /** The content languages with their own title (the others show pt-BR's). */
    languages: z.array(z.enum(CONTENT_LOCALES)),
    updatedAt: storedDate,
    /** Where the block editor opens it, and its newest draft's preview (for someone signed in to the panels). */
    editUrl: z.string(),
    previewUrl: z.string(),
  })
  .strict()

export const pageStatusBody = z.object({ action: z.enum(['publish', 'unpublish'], k('invalidValue')) }).strict()
