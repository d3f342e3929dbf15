import type { Payload } from 'payload'

/** A sender as nodemailer takes it: the display name is quoted and encoded by it, not by us. */
export type Sender = { name: string; address: string }

/**
 * Who every e-mail is from: the company's name (Settings > Company) at the configured address,
 * so subscribers see "Acme <no-reply@acme.com>", not a fixed "Site" (issue #30). Read from the
 * public cache; the adapter's fixed name where the company has none or cannot be read.
 */
export async function senderOf(payload: Payload, address: string, fallbackName: string): Promise<Sender> {
  const { companyInfo } = await import('../public/reads') // the cache layer is loaded with the first mail, not with the config
  const company = (await companyInfo(payload).catch(() => null)) as { name?: string | null } | null
  return { name: company?.name?.trim() || fallbackName, address }
}
