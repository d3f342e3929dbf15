import type { S3StorageOptions } from '@payloadcms/storage-s3'
import { initClientUploads } from '@payloadcms/plugin-cloud-storage/utilities'
import type { Plugin } from 'payload'
import type { Env } from './env'

/** The client upload handler the S3 adapter registers in the admin import map, on or off. */
export const S3_CLIENT_HANDLER = '@payloadcms/storage-s3/client#S3ClientUploadHandler'

/**
 * Uploaded media on S3-compatible storage when S3_BUCKET is set (several instances then serve
 * the same files), through Payload's official adapter: every image size is stored, deletion
 * removes them, and URLs stay /cms-api/media/file/<name>, answered by any instance from the
 * bucket with the collection's read access. Without S3_BUCKET the plugin is registered but off,
 * so the admin import map and the database schema are the same either way.
 *
 * The adapter loads the AWS SDK (about 800 KB of code) as it is imported, so it is imported only
 * when S3_BUCKET is set; off, the plugin does what the adapter's own disabled branch does (its
 * client handler in the import map and the providers), which tests/unit/mediaStorage checks
 * against the adapter itself. A start without S3 compiles none of the SDK (issue #46, item 6).
 */
export async function mediaStorage(env: Env): Promise<Plugin> {
  const options = s3Options(env)
  if (options.enabled) {
    const { s3Storage } = await import('@payloadcms/storage-s3')
    return s3Storage(options)
  }
  return (config) => {
    initClientUploads({
      clientHandler: S3_CLIENT_HANDLER,
      collections: options.collections,
      config,
      enabled: false,
      serverHandler: () => new Response(null, { status: 404 }),
      serverHandlerPath: '/storage-s3-generate-signed-url',
    })
    return config
  }
}

export function s3Options(env: Env): S3StorageOptions {
  const endpoint = env.S3_ENDPOINT
  return {
    enabled: Boolean(env.S3_BUCKET),
    // Visitors' form files too (issue #65): any instance serves them, to staff only (the collection's read rule).
    collections: { media: true, 'form-files': true },
    bucket: env.S3_BUCKET ?? '',
    config: {
      region: env.S3_REGION,
      ...(endpoint ? { endpoint } : {}),
      forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? (endpoint ? 'true' : 'false')) === 'true',
      ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
        : {}),
      // Checksums only where S3 requires them: several S3-compatible servers reject the SDK's
      // default streaming (aws-chunked) checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}
