import { openApiDocument } from '../docs/openapi'
import { DOCS_HTML, DOCS_SCRIPT } from '../docs/page'
import type { HandlerGroup } from '../http/handler'

let cached: unknown
const document = () => (cached ??= openApiDocument())

export const docsHandlers = {
  openapi: async ({ res }) => {
    res.json(document())
    return { sent: true }
  },
  docs: async ({ res }) => {
    res.type('html').send(DOCS_HTML)
    return { sent: true }
  },
  docsScript: async ({ res }) => {
    res.type('text/javascript').send(DOCS_SCRIPT)
    return { sent: true }
  },
} satisfies HandlerGroup
