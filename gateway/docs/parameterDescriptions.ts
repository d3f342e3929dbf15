import type { RouteId } from '../../contract/routes'

/**
 * What each path and query parameter means, by name (issue #47, item 3: 14 of 164 had a
 * description). A schema's own description wins; a route whose parameter means something of
 * its own says so in ROUTE_PARAMETERS.
 */
const BY_NAME: Record<string, string> = {
  id: 'The id of the resource, as its answers give it (digits, or 24 hex characters on MongoDB).',
  uniqueKey: "The resource's unique key (a UUID), as its answers give it: the id and the key must name the same record.",
  versionId: 'The id of one of the article’s kept versions (GET /article/articles/{id}/versions lists them).',
  key: 'The autosave’s key: the article’s id, or `new-<uuid>` for an article not yet created.',
  slug: 'The article’s slug in any language it was published in (an old slug answers with the current one).',
  a: "The author's unique key (a UUID).",
  b: "The author's id.",
  flag: 'Any text: kept for the older clients that send it; the answer does not depend on it.',
  param: 'How many of the most recently changed authors to list, 1 to 50.',
  page: 'The page, from 1. With a cursor, the cursor decides and page only names it.',
  limit: 'How many items a page holds.',
  cursor: "The next page's place: meta.nextCursor of the previous answer. Faster than page on deep pages; cannot be combined with search.",
  search: 'Words to find (each matched as a prefix, accents ignored); answers are ranked by relevance.',
  status: 'Only items in this status.',
  name: 'Part of the name (case and accents ignored).',
  title: 'Part of the title (case and accents ignored).',
  email: 'Part of the e-mail address (case ignored).',
  createdFrom: 'Created on or after this day (YYYY-MM-DD, a day in UTC).',
  createdTo: 'Created on or before this day (YYYY-MM-DD, a day in UTC).',
  updatedFrom: 'Changed on or after this day (YYYY-MM-DD, a day in UTC).',
  updatedTo: 'Changed on or before this day (YYYY-MM-DD, a day in UTC).',
  classification: 'Only leads with this classification.',
  module: 'Only leads that came through this form (module).',
  newsletter: 'Only leads whose newsletter subscription is in this state.',
  from: 'The window’s start (an instant, ISO 8601 with its offset).',
  to: 'The window’s end (an instant, ISO 8601 with its offset); at most 43 days after from.',
  category: 'Only articles in this category (its id).',
  tag: 'Only articles with this tag (its id).',
  author: 'Only articles by this author (a user’s id).',
  period: 'The period the figures cover, ending now.',
  language: 'The language to show it in.',
  user: 'Only what this staff user did (their id).',
  credential: 'Only what this integrator credential did (its id).',
  actor: 'Part of the name or e-mail of who acted.',
  action: 'Only entries of this action, or of every action in this group (`article.` for all of an article’s).',
  targetId: 'Only entries about this record (its id).',
  alt: 'Part of the image’s description (alt text).',
  tab: 'Which tab of the inbox: all (not archived), unread, read or archived.',
  product: 'Only the questions about this product.',
  dryRun: 'true: read and check the file and report what would be imported, without importing anything.',
  article: 'The article (its id).',
}

const ROUTE_PARAMETERS: Partial<Record<RouteId, Record<string, string>>> = {
  publicArticle: { id: 'The article’s id: it decides, and a stale slug answers with the current address.' },
  newsletterPreview: { article: 'The published article to show as the e-mail its subscribers would get.' },
  importStart: { language: 'The language the imported texts are in (else the company’s).' },
  formFileUpload: {
    field: 'The file field of the form the file is for, by its name (GET /forms lists each form’s fields).',
    name: 'The file’s name on the visitor’s device: shown to staff and given to the download (the stored name is random).',
  },
}

export function parameterDescription(route: RouteId, name: string): string | undefined {
  return ROUTE_PARAMETERS[route]?.[name] ?? BY_NAME[name]
}
