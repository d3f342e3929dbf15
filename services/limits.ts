/**
 * The most rows a read of a small, staff-curated set may return (categories, tags, FAQs, SEO
 * snippets: tens to hundreds in practice). A cap, so no read grows without bound even if a set
 * grows past what anyone expected.
 */
export const SMALL_SET = 1_000
