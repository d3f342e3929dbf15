import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import type { Env } from './env'

/**
 * Uploaded media on S3-compatible storage when S3_BUCKET is set (several instances then serve
 * the same files), through Payload's official adapter: every image size is stored, deletion
 * removes them, and URLs stay /cms-api/media/file/<name>, answered by any instance from the
 * bucket with the collection's read access. Without S3_BUCKET the plugin is registered but off,
 * so the admin import map and the database schema are the same either way.
 */
export function mediaStorage(env: Env): Plugin {
  const endpoint = env.S3_ENDPOINT
  return s3Storage({
    enabled: Boolean(env.S3_BUCKET),
    collections: { media: true },
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
  })
}
