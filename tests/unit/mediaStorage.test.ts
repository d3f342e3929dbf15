import { s3Storage } from '@payloadcms/storage-s3'
import type { Config } from 'payload'
import { describe, expect, it } from 'vitest'
import { readEnv } from '../../config/env'
import { mediaStorage, s3Options } from '../../config/mediaStorage'

/** A config as Payload hands it to plugins: only what the storage plugin reads or writes. */
const baseConfig = (): Config => ({ collections: [{ slug: 'media', fields: [], upload: true }], admin: {} }) as unknown as Config

/** What a plugin leaves in the config, functions dropped: the import map, the providers, the endpoints, the collection. */
const shape = async (config: Config | Promise<Config>) => JSON.parse(JSON.stringify(await config)) as unknown

describe('media storage without S3_BUCKET', () => {
  const env = readEnv({ NODE_ENV: 'test', DATABASE_URI: 'file:./unused.db' })

  it('changes the config exactly as the S3 adapter does when disabled, without loading it', async () => {
    const ours = await mediaStorage(env)
    const adapters = s3Storage(s3Options(env))
    const mine = await shape(ours(baseConfig()))
    expect(mine).toEqual(await shape(adapters(baseConfig())))
    // Not vacuous: both register the adapter's client handler for the admin import map.
    expect(JSON.stringify(mine)).toContain('@payloadcms/storage-s3/client#S3ClientUploadHandler')
  })

  it('hands over to the S3 adapter once S3_BUCKET is set', async () => {
    const on = readEnv({ NODE_ENV: 'test', DATABASE_URI: 'file:./unused.db', S3_BUCKET: 'media', S3_REGION: 'us-east-1' })
    const ours = await shape((await mediaStorage(on))(baseConfig()))
    expect(ours).toEqual(await shape(s3Storage(s3Options(on))(baseConfig())))
    expect(ours).not.toEqual(await shape((await mediaStorage(env))(baseConfig())))
  })
})
