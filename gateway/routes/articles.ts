import { canUseRoute } from '../../access/canUseRoute'
import { getRoleMap } from '../../access/roleMap'
import * as admin from '../../services/articles/admin'
import * as history from '../../services/articles/history'
import * as autosave from '../../services/articles/autosave'
import { editorialCalendar } from '../../services/articles/calendar'
import * as previews from '../../services/articles/previews'
import { popularArticles, publicArticle, publicArticleList } from '../../services/articles/publicQueries'
import { countRead } from '../../services/articles/reads'
import { integratorAuthor } from '../../services/credentials'
import type { HandlerContext, HandlerGroup } from '../http/handler'

async function actor(ctx: HandlerContext): Promise<admin.ArticleActor> {
  if (ctx.principal.kind === 'integrator') {
    return { payload: ctx.payload, user: null, integratorAuthor: await integratorAuthor(ctx.payload, ctx.principal.credentialId) }
  }
  // A writer (issue #45, item 4) holds the article screens but not `publish-articles`.
  const mayPublish = canUseRoute(ctx.user, 'publish-articles', await getRoleMap(ctx.payload))
  return { payload: ctx.payload, user: ctx.user, mayPublish }
}

export const articleHandlers = {
  publicArticles: async (ctx) => ({ ...(await publicArticleList(ctx.payload, { ...ctx.query, locale: ctx.locale })) }),
  publicArticle: async (ctx) => ({ data: await publicArticle(ctx.payload, ctx.params.slug, ctx.params.id, ctx.locale) }),
  popularArticles: async (ctx) => {
    const { period, limit } = ctx.query
    return { data: await popularArticles(ctx.payload, Number(period), limit, ctx.locale) }
  },
  articleRead: async (ctx) => {
    const counted = await countRead(ctx.payload, ctx.params.id, ctx.req.ip ?? '', String(ctx.req.headers['user-agent'] ?? ''))
    return { data: { counted }, message: 'readCounted' }
  },
  articlesList: async (ctx) => ({ ...(await admin.listArticles(await actor(ctx), ctx.query)) }),
  articleCalendar: async (ctx) => ({ data: await editorialCalendar(ctx.payload, ctx.user!, ctx.query) }),
  articleGet: async (ctx) => ({ data: await admin.getArticle(await actor(ctx), ctx.params.id, ctx.locale) }),
  articleCreate: async (ctx) => ({ data: await admin.createArticle(await actor(ctx), ctx.body), message: 'articleCreated' }),
  articleUpdate: async (ctx) => ({ data: await admin.updateArticle(await actor(ctx), ctx.params.id, ctx.body, ctx.locale), message: 'articleUpdated' }),
  articleVersions: async (ctx) => ({ ...(await history.articleVersions(await actor(ctx), ctx.params.id, ctx.query)) }),
  articleVersion: async (ctx) => ({ data: await history.articleVersion(await actor(ctx), ctx.params.id, ctx.params.versionId, ctx.locale) }),
  articleRestorePlan: async (ctx) => ({ data: await history.articleRestorePlan(await actor(ctx), ctx.params.id, ctx.params.versionId) }),
  articleRestore: async (ctx) => ({
    data: await history.restoreArticleVersion(await actor(ctx), ctx.params.id, ctx.params.versionId),
    message: 'articleRestored',
  }),
  articleStatus: async (ctx) => {
    const { action, publishedAt, note } = ctx.body
    return { data: await admin.changeArticleStatus(await actor(ctx), ctx.params.id, action, publishedAt, note), message: 'articleStatusUpdated' }
  },
  articleAutosaveGet: async (ctx) => ({ data: await autosave.getAutosave(await actor(ctx), ctx.params.key, ctx.locale) }),
  articleAutosavePut: async (ctx) => ({ data: await autosave.putAutosave(await actor(ctx), ctx.params.key, ctx.locale, ctx.body) }),
  articleAutosaveDelete: async (ctx) => {
    await autosave.discardAutosave(await actor(ctx), ctx.params.key, ctx.locale)
    return { data: null }
  },
  articlePreviewCreate: async (ctx) => ({ data: await previews.createPreviewLink(await actor(ctx), ctx.params.id, ctx.body), message: 'previewLinkCreated' }),
  articlePreviewList: async (ctx) => ({ data: await previews.listPreviewLinks(await actor(ctx), ctx.params.id) }),
  articlePreviewRevoke: async (ctx) => {
    await previews.revokePreviewLink(await actor(ctx), ctx.params.id)
    return { data: null, message: 'previewLinkRevoked' }
  },
  articleDelete: async (ctx) => {
    await admin.deleteArticle(await actor(ctx), ctx.params.id)
    return { data: null, message: 'articleDeleted' }
  },
} satisfies HandlerGroup
