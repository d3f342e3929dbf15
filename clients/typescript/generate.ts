import openapiTS, { astToString } from 'openapi-typescript'
import { openApiDocument } from '../../gateway/docs/openapi'

/** The client's types from the document, as `npm run generate:client` writes them and the suite compares them. */
export async function clientTypes(): Promise<string> {
  const header = '// Generated from /api/openapi.json by `npm run generate:client` (openapi-typescript). Do not edit.\n'
  return header + astToString(await openapiTS(openApiDocument() as never))
}
