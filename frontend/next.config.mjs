import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

// The Next app lives in frontend/ while payload.config.ts and the shared code sit at the root.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** @type {import('next').NextConfig} */
const nextConfig = {
  turbopack: { root },
  outputFileTracingRoot: root,
  poweredByHeader: false,
  compiler: { styledComponents: true },
  images: {
    // WebP only: Payload already stores WebP sizes, and AVIF encoding costs seconds of CPU per image on first request.
    formats: ['image/webp'],
    localPatterns: [{ pathname: '/cms-api/media/file/**' }],
  },
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` checks types once, not every build
  // Next loads every route's module as it starts, Payload's panels and the back-office included: 220 ms
  // of the start and 20 MB held by an instance that may never serve them. The warm-up
  // (gateway/warmUp.ts) loads the public pages before the instance says it is ready; the rest load
  // on their first request (issue #46, items 5 and 6).
  experimental: { preloadEntriesOnStart: false },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload asks every page for the colour-scheme client hint with Critical-CH, which makes the
// browser send each first navigation twice (one more round trip before anything paints).
// Only its panels read that hint.
const payloadHeaders = config.headers
config.headers = async () => (await payloadHeaders()).map((rule) => (rule.source === '/:path*' ? { ...rule, source: '/cms/:path*' } : rule))

export default config
