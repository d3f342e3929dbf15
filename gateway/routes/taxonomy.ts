import * as categories from '../../services/categories'
import { mediaLibrary } from '../../services/media/library'
import type { HandlerContext, HandlerGroup } from '../http/handler'

const actor = (ctx: HandlerContext) => ({ payload: ctx.payload, user: ctx.user! })

export const taxonomyHandlers = {
  publicCategories: async (ctx) => ({ data: await categories.publicCategories(ctx.payload, ctx.locale) }),
  categoriesList: async (ctx) => ({ ...(await categories.listCategories(actor(ctx), ctx.query)) }),
  categoryCreate: async (ctx) => ({ data: await categories.createCategory(actor(ctx), ctx.body), message: 'categoryCreated' }),
  categoryUpdate: async (ctx) => ({ data: await categories.updateCategory(actor(ctx), ctx.params.id, ctx.body), message: 'categoryUpdated' }),
  categoryStatus: async (ctx) => ({ data: await categories.updateCategory(actor(ctx), ctx.params.id, ctx.body), message: 'categoryStatusChanged' }),
  categoryDelete: async (ctx) => {
    await categories.deleteCategory(actor(ctx), ctx.params.id)
    return { data: null, message: 'categoryDeleted' }
  },
  publicTags: async (ctx) => ({ data: await categories.publicTags(ctx.payload, ctx.locale) }),
  tagCreate: async (ctx) => {
    const { created, tag } = await categories.createTag(actor(ctx), ctx.body.name)
    return { data: tag, status: created ? 201 : 200, message: 'tagCreated' }
  },
  mediaUpload: async (ctx) => {
    const body = Buffer.isBuffer(ctx.req.body) ? ctx.req.body : Buffer.alloc(0)
    const type = String(ctx.req.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
    return { data: await categories.uploadImage(actor(ctx), body, type, ctx.query.alt), message: 'mediaUploaded' }
  },
  mediaLibrary: async (ctx) => ({ ...(await mediaLibrary(ctx.payload, ctx.user!, ctx.query)) }),
} satisfies HandlerGroup
