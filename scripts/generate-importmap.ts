/** Regenerates Payload's import map for the panels (frontend/app/(payload)/cms/importMap.js). */
import { generateImportMap } from 'payload'
import config from '../payload.config'

await generateImportMap(await config, { force: true, log: true })
process.exit(0)
