import type { TextFieldSingleValidation } from 'payload'

const DUPLICATE_TITLE = 'An article with that title already exists'

/** Titles are unique, with the spec's own message rather than the database's. */
export const uniqueTitle: TextFieldSingleValidation = async (value, { req, id }) => {
  if (!value || !value.trim()) return 'Title is required'
  const { totalDocs } = await req.payload.count({
    collection: 'articles',
    where: { and: [{ title: { equals: value.trim() } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
    overrideAccess: true, // uniqueness is checked against every article, drafts included
    req,
  })
  return totalDocs > 0 ? DUPLICATE_TITLE : true
}
