import { canUseRoute, rolesOf } from '../../access/canUseRoute'
import { getRoleMap } from '../../access/roleMap'
import * as users from '../../services/users'
import { toApiUser } from '../../services/users/serialize'
import { forbidden } from '../http/HttpError'
import type { HandlerContext, HandlerGroup } from '../http/handler'

const actor = (ctx: HandlerContext) => ({ payload: ctx.payload, user: ctx.user! })

export const userHandlers = {
  userGet: async (ctx) => ({ data: await users.getUser(actor(ctx), ctx.params.id) }),
  userCreate: async (ctx) => ({ data: await users.createUser(actor(ctx), ctx.body), message: 'userCreated' }),
  usersList: async (ctx) => ({ ...(await users.listUsers(actor(ctx), ctx.body)) }),
  userUpdate: async (ctx) => {
    const data = await users.updateUser(actor(ctx), ctx.params.id, ctx.params.uniqueKey, ctx.body)
    return { data, message: 'userUpdated' }
  },
  userStatus: async (ctx) => ({
    data: await users.changeUserStatus(actor(ctx), ctx.params.id, ctx.params.uniqueKey, ctx.body.status),
    message: 'userStatusChanged',
  }),
  userDelete: async (ctx) => {
    await users.deleteUser(actor(ctx), ctx.params.id, ctx.params.uniqueKey)
    return { data: null, message: 'userDeleted' }
  },
  userActiveRoutes: async (ctx) => {
    const roleMap = await getRoleMap(ctx.payload)
    const self = ctx.params.id === String(ctx.user!.id)
    if (!self && !canUseRoute(ctx.user, 'users', roleMap)) throw forbidden()
    const target = self
      ? ctx.user!
      : await ctx.payload.findByID({ collection: 'users', id: ctx.params.id, depth: 1, user: { ...ctx.user!, collection: 'users' }, overrideAccess: false })
    return { data: { user: toApiUser(target), roles: rolesOf(target, roleMap) } }
  },
  recentUpdatedUsers: async (ctx) => ({ data: await users.recentAuthors(ctx.payload, Number(ctx.params.param)) }),
  publicAuthor: async (ctx) => ({ data: await users.publicAuthor(ctx.payload, ctx.params.a, ctx.params.b, ctx.locale) }),
  profileGet: async (ctx) => ({ data: await users.ownProfile(actor(ctx)) }),
  profileUpdate: async (ctx) => ({ data: await users.updateOwnProfile(actor(ctx), ctx.body), message: 'userUpdated' }),
} satisfies HandlerGroup
