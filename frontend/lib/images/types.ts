/** An image as Payload stores it: the original and the sizes it cut (collections/Media.ts). */
export type ImageVariant = { url: string; width: number }
export type SiteImage = { url: string; width: number; height: number; alt: string; variants: ImageVariant[] }
