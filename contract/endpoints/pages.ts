import { z } from 'zod'
import * as P from '../pages'
import { defineRoutes } from '../route'
import { idParams } from './params'

/** Pages staff build from blocks: the back-office's list and its publish switch (the blocks are edited in /cms). */
export const pageRoutes = defineRoutes({
  pagesList: {
    method: 'get',
    path: '/page/pages',
    tag: 'pages',
    summary: 'Every page (drafts too) by address, with its state and the languages it is written in; search matches the title',
    access: { routes: ['pages'] },
    query: P.adminPagesQuery,
    response: z.array(P.adminPage),
    paged: true,
  },
  pageStatus: {
    method: 'patch',
    path: '/page/pages/:id/status',
    tag: 'pages',
    summary: 'publish (its newest draft) or unpublish a page',
    access: { routes: ['pages'] },
    params: idParams,
    body: P.pageStatusBody,
    response: P.adminPage,
  },
})
