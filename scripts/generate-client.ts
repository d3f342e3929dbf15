// npm run generate:client: the typed client's types (clients/typescript/schema.d.ts) from the OpenAPI document.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { clientTypes } from '../clients/typescript/generate'

writeFileSync(path.resolve('clients/typescript/schema.d.ts'), await clientTypes())
console.log('clients/typescript/schema.d.ts written')
