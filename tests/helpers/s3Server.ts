import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
// s3rver: an S3-compatible server in Node (filesystem-backed, SigV4-checked), so media tests talk
// to a real S3 API over HTTP, with no SDK mocked.
import S3rver from 's3rver'
import { freePort } from './serverProcess'

export type S3Server = { env: Record<string, string>; bucketDir: string; close: () => Promise<void> }

/** A fresh S3-compatible server on a free loopback port with one empty bucket, and the S3_* settings that use it. */
export async function startS3Server(bucket = 'media'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'site-s3-'))
  const port = await freePort()
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] })
  await server.run()
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    bucketDir: path.join(directory, bucket),
    close: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
