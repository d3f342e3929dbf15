import type { RouteId } from '../../contract/routes'
import * as categories from '../../services/categories'
import type { Handler, HandlerContext } from '../http/handler'

const actor = (ctx: HandlerContext) => ({ payload: ctx.payload, user: ctx.user! })
type Body = Record<string, unknown>

export const taxonomyHandlers = {
  publicCategories: async (ctx) => ({ data: await categories.publicCategories(ctx.payload) }),
  categoriesList: async (ctx) => ({ ...(await categories.listCategories(actor(ctx), ctx.query as never)) }),
  categoryCreate: async (ctx) => ({ data: await categories.createCategory(actor(ctx), ctx.body as Body), message: 'categoryCreated' }),
  categoryUpdate: async (ctx) => ({ data: await categories.updateCategory(actor(ctx), ctx.params.id!, ctx.body as Body), message: 'categoryUpdated' }),
  categoryStatus: async (ctx) => ({ data: await categories.updateCategory(actor(ctx), ctx.params.id!, ctx.body as Body), message: 'categoryStatusChanged' }),
  categoryDelete: async (ctx) => {
    await categories.deleteCategory(actor(ctx), ctx.params.id!)
    return { data: null, message: 'categoryDeleted' }
  },
  publicTags: async (ctx) => ({ data: await categories.publicTags(ctx.payload) }),
  tagCreate: async (ctx) => {
    const { created, tag } = await categories.createTag(actor(ctx), (ctx.body as { name: string }).name)
    return { data: tag, status: created ? 201 : 200, message: 'tagCreated' }
  },
  mediaUpload: async (ctx) => {
    const body = Buffer.isBuffer(ctx.req.body) ? ctx.req.body : Buffer.alloc(0)
    const type = String(ctx.req.headers['content-type'] ?? '').split(';')[0]!.trim()
    return { data: await categories.uploadImage(actor(ctx), body, type, (ctx.query as { alt: string }).alt), message: 'mediaUploaded' }
  },
} satisfies Partial<Record<RouteId, Handler>>
