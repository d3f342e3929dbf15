import { headers } from 'next/headers'

/** This response's script nonce, set by the gateway (gateway/site/contentSecurity.ts). */
export async function scriptNonce(): Promise<string | undefined> {
  return (await headers()).get('x-nonce') ?? undefined
}
