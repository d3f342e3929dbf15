import type { RouteId } from '../../contract/routes'

/**
 * A valid call to every route of the route table, with the variants that change its SQL
 * (filters, cursors, languages, search words), for the query-plan guard. Typed as a record of
 * every RouteId: a route added to the table does not compile until it has its sample here.
 * Order matters: the guard runs them in this order, so reads come before the writes that
 * remove what they read, and deletes act on what the creates before them made.
 */
export type Sample = {
  params?: Record<string, string | number>
  query?: Record<string, string | number | undefined>
  body?: unknown
  /** Who calls (default: the administrator). */
  as?: 'admin' | 'anonymous' | 'integrator'
  /** Keeps what the answer made (an id) for the samples after it. */
  keep?: (data: any, ctx: SampleContext) => void
}

/** Ids found in the filled database (and made by earlier samples) that the samples point at. */
export type SampleContext = {
  article: { id: number; slug: string; enSlug: string }
  draft: number
  version: number
  category: { id: number; slug: string }
  tag: { id: number; slug: string }
  author: { id: number; uniqueKey: string }
  admin: { id: number; uniqueKey: string }
  lead: { id: number; uniqueKey: string }
  message: number
  media: number
  endpoint: number
  delivery: number
  /** A built form with a required e-mail field `email` (issue #65). */
  form: number
  created: Record<string, any>
}

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text, version: 1 }] }],
  },
})
const LISTS = ['page', 'cursor'] as const
const pages = (query: Record<string, string | number | undefined> = {}): Sample[] => [
  { query: { ...query, page: 1, limit: 10 } },
  { query: { ...query, page: 200, limit: 10 } },
]
const PASSWORD = 'Guard@12345'

export const ROUTE_SAMPLES: { [K in RouteId]: (c: SampleContext) => Sample[] } = {
  login: () => [{ as: 'anonymous', body: { email: 'nobody@example.com', password: 'Wrong@12345' } }],
  session: () => [{ as: 'anonymous' }],
  me: () => [{}],
  recoverPassword: () => [{ as: 'anonymous', body: { email: 'nobody@example.com' } }],
  resetPassword: (c) => [{ as: 'anonymous', body: { id: c.admin.id, token: 'not-a-token', password: PASSWORD, confirm_password: PASSWORD } }],
  firstAccessPassword: () => [{ body: { password: PASSWORD, confirm_password: PASSWORD } }],
  changePassword: () => [{ body: { current_password: 'Wrong@12345', new_password: PASSWORD, confirm_password: PASSWORD } }],
  sendVerificationCode: () => [{ as: 'anonymous', body: { email: 'nobody@example.com' } }],
  verifyAccount: () => [{ as: 'anonymous', body: { email: 'nobody@example.com', code: '123456' } }],
  setupState: () => [{ as: 'anonymous' }],
  menusGet: () => [{}],
  siteTextsGet: () => [{ query: { lang: 'en' } }],
  siteTextsSave: () => [
    {
      query: { lang: 'en' },
      body: {
        hero: { kicker: 'Welcome', lead: 'What we do.', button: 'Our product', href: '/rc-sistemI' },
        band: { title: 'What we offer', text: '', button: '', href: '' },
        reasons: { title: 'Why us', items: [{ title: 'Care', text: 'We answer.' }] },
        closing: { title: "Let's talk", text: null, button: 'Contact', href: '/contact' },
        footerAbout: 'About us.',
        contactIntro: 'Write to us.',
      },
    },
  ],
  menusSave: () => [
    {
      body: {
        header: [
          { labels: { 'pt-BR': 'Início', en: 'Home' }, kind: 'address', url: '/', children: [{ labels: { 'pt-BR': 'Blog' }, kind: 'address', url: '/blog' }] },
        ],
        footer: [{ labels: { 'pt-BR': 'Privacidade' }, kind: 'address', url: '/privacy-police' }],
      },
    },
  ],
  pagesList: () => [...pages(), { query: { search: 'guard', limit: 10 } }],
  // No page in the filled database: the lookup by id, then 404.
  pageStatus: () => [{ params: { id: 999_999 }, body: { action: 'publish' } }],
  // The filled database has users: the setup is refused (409) after its one count.
  setup: () => [
    {
      as: 'anonymous',
      body: {
        company_name: 'Guard',
        name: 'Guard',
        last_name: 'Admin',
        email: 'guard@example.com',
        password: PASSWORD,
        confirm_password: PASSWORD,
        language: 'en',
      },
    },
  ],
  activityList: (c) => [
    ...pages(),
    { query: { page: 500, limit: 10 } }, // the middle of 10,000: its ids from the page index alone (services/shared/deepPage.ts)
    { query: { limit: 10, cursor: 'from-previous' } },
    { query: { user: c.admin.id, limit: 10 } },
    { query: { action: 'article', limit: 10 } },
    { query: { action: 'article.updated', limit: 10 } },
    { query: { targetId: String(c.article.id), limit: 10 } },
    { query: { from: '2026-01-01', to: '2026-06-30', limit: 10 } },
  ],
  credentialsList: () => [{ query: { page: 1, limit: 10 } }, { query: { search: 'guard' } }],
  credentialCreate: () => [
    {
      body: { description: 'guard credential', products: ['articles', 'leads', 'messages', 'newsletter', 'webhooks', 'forms'], expiresAt: null },
      keep: (data, c) => (c.created.credential = data),
    },
  ],
  credentialGet: (c) => [{ params: { id: c.created.credential.id } }],
  credentialUpdate: (c) => [{ params: { id: c.created.credential.id }, body: { description: 'guard', products: ['articles', 'leads'], expiresAt: null } }],
  credentialRegenerate: (c) => [{ params: { id: c.created.credential.id }, keep: (data, ctx) => (ctx.created.credentialSecret = data) }],
  credentialToken: (c) => [
    {
      as: 'anonymous',
      body: { accessKey: c.created.credentialSecret?.accessKey ?? 'x', secretKey: c.created.credentialSecret?.secretKey ?? 'x' },
      keep: (data, ctx) => (ctx.created.integratorToken = data?.token),
    },
  ],
  credentialStatus: (c) => [{ params: { id: c.created.credential.id }, body: { status: 'active' } }],
  userGet: (c) => [{ params: { id: c.author.id } }],
  userCreate: () => [
    {
      body: {
        name: 'Guarda',
        last_name: 'Planos',
        email: 'guard.plans@example.com',
        position: 'operational',
        permission: 'operational',
        access: ['dashboard'],
      },
      keep: (data, c) => (c.created.user = data),
    },
  ],
  usersList: () => [{ body: { page: 1, limit: 10 } }, { body: { page: 15, limit: 10 } }, { body: { search: 'autor 17' } }],
  userUpdate: (c) => [{ params: { id: c.created.user.id, uniqueKey: c.created.user.unique_key }, body: { name: 'Guardado' } }],
  userStatus: (c) => [{ params: { id: c.created.user.id, uniqueKey: c.created.user.unique_key }, body: { status: 'inactive' } }],
  userActiveRoutes: (c) => [{ params: { id: c.admin.id, flag: 'true' } }],
  recentUpdatedUsers: () => [{ as: 'anonymous', params: { param: 5 } }],
  publicAuthor: (c) => [{ as: 'anonymous', params: { a: c.author.uniqueKey, b: c.author.id } }],
  profileGet: () => [{}],
  profileUpdate: () => [{ body: { biography: 'Guarda dos planos' } }],
  publicArticles: (c) => [
    ...LISTS.flatMap((way) =>
      way === 'page'
        ? [
            ...pages(),
            { query: { page: 1, limit: 10, lang: 'en' } },
            { query: { category: c.category.id, page: 3, limit: 5 } },
            { query: { tag: c.tag.id, page: 3, limit: 5 } },
            { query: { author: c.author.id, page: 1, limit: 5 } },
          ]
        : [{ query: { limit: 10, cursor: 'from-previous' } }],
    ),
    { as: 'anonymous', query: { search: 'zirconio', limit: 10 } },
    { as: 'anonymous', query: { search: 'empresa', limit: 10 } },
    { as: 'anonymous', query: { search: 'orçamento', limit: 10, lang: 'en' } },
  ],
  publicArticle: (c) => [
    { as: 'anonymous', params: { slug: c.article.slug, id: c.article.id } },
    { as: 'anonymous', params: { slug: c.article.enSlug, id: c.article.id }, query: { lang: 'en' } },
  ],
  popularArticles: () => [
    { as: 'anonymous', query: { period: '30d', limit: 5 } },
    { as: 'anonymous', query: { period: '365d', limit: 5 } },
  ],
  articleRead: (c) => [{ as: 'anonymous', params: { id: c.article.id } }],
  articlesList: (c) => [
    ...pages(),
    { query: { limit: 10, cursor: 'from-previous' } },
    { query: { status: 'draft', page: 1, limit: 10 } },
    { query: { category: c.category.id, page: 2, limit: 10 } },
    { query: { author: c.author.id, page: 1, limit: 10 } },
    { query: { category: c.category.id, author: c.author.id, page: 1, limit: 10 } },
    { query: { search: 'empresa', page: 1, limit: 10 } },
    { as: 'integrator', query: { page: 1, limit: 10 } },
  ],
  articleCalendar: () => {
    // This month's six-week grid, where the fill's newest articles and scheduled ones fall.
    const from = new Date(Date.now() - 21 * 86_400_000)
    return [{ query: { from: from.toISOString(), to: new Date(from.getTime() + 42 * 86_400_000).toISOString() } }]
  },
  articleGet: (c) => [{ params: { id: c.article.id } }, { params: { id: c.article.id }, query: { lang: 'en' } }],
  articleCreate: (c) => [
    {
      body: {
        title: 'Guarda dos planos',
        excerpt: 'Resumo',
        content: paragraph('Um artigo do guarda'),
        image: c.media,
        categories: [c.category.id],
        tagNames: ['guarda'],
      },
      keep: (data, ctx) => (ctx.created.article = data),
    },
  ],
  articleUpdate: (c) => [
    { params: { id: c.created.article.id }, body: { title: 'Guarda dos planos 2' } },
    { params: { id: c.created.article.id }, query: { lang: 'en' }, body: { title: 'Plans guard', content: paragraph('An article of the guard') } },
    { params: { id: c.article.id }, body: { excerpt: 'Resumo revisto pelo guarda' } },
  ],
  articleStatus: (c) => [
    { params: { id: c.created.article.id }, body: { action: 'publish' } },
    { params: { id: c.created.article.id }, body: { action: 'unpublish' } },
  ],
  articleVersions: (c) => [{ params: { id: c.article.id }, query: { page: 1, limit: 10 } }],
  articleVersion: (c) => [
    { params: { id: c.article.id, versionId: c.version } },
    { params: { id: c.article.id, versionId: c.version }, query: { lang: 'en' } },
  ],
  articleRestorePlan: (c) => [{ params: { id: c.article.id, versionId: c.version } }],
  articleRestore: (c) => [{ params: { id: c.article.id, versionId: c.version } }],
  articleAutosavePut: (c) => [{ params: { key: c.created.article.id }, body: { title: 'Rascunho do guarda' } }],
  articleAutosaveGet: (c) => [{ params: { key: c.created.article.id } }],
  articleAutosaveDelete: (c) => [{ params: { key: c.created.article.id } }],
  articlePreviewCreate: (c) => [{ params: { id: c.draft }, body: { hours: 1 }, keep: (data, ctx) => (ctx.created.preview = data) }],
  articlePreviewList: (c) => [{ params: { id: c.draft } }],
  articlePreviewRevoke: (c) => [{ params: { id: c.created.preview.id } }],
  publicCategories: () => [{ as: 'anonymous' }, { as: 'anonymous', query: { lang: 'en' } }],
  categoriesList: () => [{ query: { page: 1, limit: 10 } }, { query: { page: 3, limit: 10 } }, { query: { search: 'categoria 4' } }],
  categoryCreate: () => [{ body: { name: 'Guarda', description: 'Categoria do guarda' }, keep: (data, c) => (c.created.category = data) }],
  categoryUpdate: (c) => [{ params: { id: c.created.category.id }, body: { description: 'Categoria do guarda, revista' } }],
  categoryStatus: (c) => [{ params: { id: c.created.category.id }, body: { status: 'inactive' } }],
  publicTags: () => [{ as: 'anonymous' }, { as: 'anonymous', query: { lang: 'en' } }],
  tagCreate: () => [{ body: { name: 'guarda-planos' } }],
  mediaUpload: () => [], // multipart: its SQL is an insert by id, covered by the seed's uploads
  mediaLibrary: () => [{ query: { limit: 2 } }, { query: { limit: 2, cursor: 'from-previous' } }],
  importStart: () => [], // a raw upload that starts a background run: its reads are by id and by the (status, createdAt) index, covered by importRuns.test.ts
  importsList: () => [{}],
  importStatus: () => [], // one row by id; no run exists in the sample database
  leadsList: () => [
    ...pages(),
    { query: { page: 500, limit: 10 } }, // the middle of 10,000: its ids from the page index alone (services/shared/deepPage.ts)
    { query: { module: 'newsletter', page: 120, limit: 10 } },
    { query: { limit: 10, cursor: 'from-previous' } },
    { query: { email: 'lead17', page: 1, limit: 10 } },
    { query: { module: 'newsletter', status: 'active', page: 2, limit: 10 } },
    { query: { classification: 'hot', createdFrom: '2025-01-01', createdTo: '2025-12-31', page: 1, limit: 10 } },
    { as: 'integrator', query: { page: 1, limit: 10 } },
  ],
  leadsExport: () => [{ query: { module: 'contact', createdFrom: '2026-10-01' } }],
  leadStatus: (c) => [{ params: { id: c.lead.id }, body: { status: 'inactive' } }],
  leadClassification: (c) => [{ params: { id: c.lead.id }, body: { classification: 'warm' } }],
  leadNewsletter: (c) => [{ params: { id: c.lead.id }, body: { status: 'cancelled', reason: 'guarda' } }],
  messagesList: () => [
    { query: { page: 1, limit: 10 } },
    { query: { page: 100, limit: 10 } },
    { query: { tab: 'unread', page: 1, limit: 10 } },
    { query: { tab: 'archived', page: 1, limit: 10 } },
  ],
  messageGet: (c) => [{ params: { id: c.message } }],
  messageRead: (c) => [{ params: { id: c.message }, body: { read: true } }],
  messageArchive: (c) => [{ params: { id: c.message }, body: { archived: true } }],
  messageLead: (c) => [{ params: { id: c.message }, body: { lead: true } }],
  contact: () => [
    {
      as: 'anonymous',
      body: { name: 'Guarda', company: 'Planos', email: 'guard.contact@example.com', telephone: '11999999999', subject: 'Planos', message: 'Olá' },
    },
  ],
  subscribe: () => [{ as: 'anonymous', body: { email: 'guard.subscriber@example.com', name: 'Guarda' } }],
  formsList: () => [{}, { as: 'integrator' }],
  formSubmissionsExport: (c) => [
    { params: { id: c.form } },
    { params: { id: c.form }, query: { createdFrom: '2025-01-01', createdTo: '2025-06-30' } },
    { params: { id: c.form }, query: { search: 'pedido12' } },
  ],
  formSubmissionsList: (c) => [
    { params: { id: c.form }, query: { page: 1, limit: 10, createdFrom: '2025-01-01' } },
    { params: { id: c.form }, query: { page: 1, limit: 10 } },
    { params: { id: c.form }, query: { page: 150, limit: 10 } }, // past the first 1,000: its ids from the page index alone (services/shared/deepPage.ts)
    { params: { id: c.form }, query: { limit: 10, cursor: 'from-previous' } },
    { params: { id: c.form }, query: { page: 1, limit: 10, search: 'pedido12 growth' } },
  ],
  formSubmit: (c) => [
    {
      as: 'anonymous',
      params: { id: c.form },
      body: { values: { email: 'guard.form@example.com' }, page: '/guarda' },
      keep: (data, ctx) => (ctx.created.submission = data?.id),
    },
  ],
  formSubmissionDelete: (c) => [{ params: { id: c.created.submission } }],
  formFileUpload: () => [], // a raw upload: the form by id, then one insert; the submission's claim reads by the unique token hash (formFiles.test.ts)
  formFileDownload: () => [], // one row by id
  unsubscribe: (c) => [{ as: 'anonymous', body: { id: c.lead.id, unique_key: c.lead.uniqueKey } }],
  subscribers: () => [...pages(), { query: { limit: 10, cursor: 'from-previous' } }],
  publicSeo: () => [{ as: 'anonymous' }],
  seoList: () => [{}],
  seoCreate: () => [{ body: { name: 'Guarda', head: '<meta name="guard" content="1">' }, keep: (data, c) => (c.created.seo = data) }],
  seoUpdate: (c) => [{ params: { id: c.created.seo.id, uniqueKey: c.created.seo.unique_key }, body: { active: false } }],
  layoutLatest: () => [{ as: 'anonymous' }],
  layoutSave: () => [{ body: { version: 'V1' } }],
  publicWhatsapp: () => [{ as: 'anonymous' }],
  whatsappUpdate: () => [{ body: { phone: '5511999999999', color: '#1E7E34', enabled: true } }],
  publicCompany: () => [{ as: 'anonymous' }, { as: 'anonymous', query: { lang: 'en' } }],
  companyUpdate: () => [{ body: { tagline: 'Guarda dos planos' } }],
  publicFaqs: () => [{ as: 'anonymous' }, { as: 'anonymous', query: { product: 'rc-sistemI', lang: 'en' } }],
  openapi: () => [{ as: 'anonymous' }],
  docs: () => [{ as: 'anonymous' }],
  docsScript: () => [{ as: 'anonymous' }],
  statistics: () => ['7d', '30d', '90d', '12m'].map((period) => ({ query: { period } })),
  newsletterPreview: (c) => [{ query: { article: c.article.id, language: 'en' } }],
  newsletterTest: (c) => [{ body: { article: c.article.id, language: 'pt-BR' } }],
  // A subscriber of the fill (lead<id>@growth.example) and an address nobody has.
  newsletterBounce: (c) => [{ body: { email: `lead${c.lead.id}@growth.example` } }, { body: { email: 'nobody@growth.example' } }],
  newsletterSends: () => [{ query: { page: 1, limit: 10 } }],
  newsletterSendCreate: (c) => [{ body: { article: c.article.id }, keep: (data, ctx) => (ctx.created.send = data) }],
  newsletterSendGet: (c) => [{ params: { id: c.created.send?.id ?? 1 } }],
  newsletterSendControl: (c) => [{ params: { id: c.created.send?.id ?? 1 }, body: { action: 'cancel' } }],
  newsletterOneClick: (c) => [{ as: 'anonymous', params: { uniqueKey: c.lead.uniqueKey, id: c.lead.id }, body: { 'List-Unsubscribe': 'One-Click' } }],
  newsletterConfirm: (c) => [{ as: 'anonymous', body: { id: String(c.lead.id), token: 'not-a-token' } }],
  newsletterSettingsGet: () => [{}],
  newsletterSettingsUpdate: () => [{ body: { confirmByEmail: false, content: 'excerpt' } }],
  webhooksList: () => [{}],
  webhookCreate: () => [{ body: { url: 'http://127.0.0.1:9/in', events: ['article.updated'] }, keep: (data, c) => (c.created.endpoint = data) }],
  webhookUpdate: (c) => [{ params: { id: c.created.endpoint.id }, body: { description: 'guarda' } }],
  webhookDeliveries: (c) => [
    { params: { id: c.endpoint }, query: { page: 1, limit: 10 } },
    { params: { id: c.endpoint }, query: { page: 300, limit: 10 } },
    { params: { id: c.endpoint }, query: { limit: 10, cursor: 'from-previous' } },
  ],
  webhookRedeliver: (c) => [{ params: { id: c.delivery } }],
  // Removals last, each of something an earlier sample made (or a record no other sample needs).
  webhookDelete: (c) => [{ params: { id: c.created.endpoint.id } }],
  seoDelete: (c) => [{ params: { id: c.created.seo.id, uniqueKey: c.created.seo.unique_key } }],
  categoryDelete: (c) => [{ params: { id: c.created.category.id } }],
  messageDelete: (c) => [{ params: { id: c.message } }],
  leadDelete: (c) => [{ params: { id: c.lead.id } }],
  articleDelete: (c) => [{ params: { id: c.created.article.id } }],
  userDelete: (c) => [{ params: { id: c.created.user.id, uniqueKey: c.created.user.unique_key } }],
  credentialDelete: (c) => [{ params: { id: c.created.credential.id } }],
  logout: () => [{}],
}

/** Public pages as a visitor meets them, in two languages, with the article, category, tag and author of the context. */
export function samplePages(c: SampleContext): string[] {
  const article = `/post/${c.article.slug}/${c.article.id}`
  return [
    '/',
    '/?lang=en',
    '/home-v2',
    '/blog',
    '/blog?lang=en',
    '/blog?page=300',
    `/blog?category=${c.category.slug}`,
    `/blog?tag=${c.tag.slug}`,
    '/list-article-results/empresa',
    '/list-article-results/zirconio?lang=en',
    article,
    `/post/${c.article.enSlug}/${c.article.id}?lang=en`,
    `/profile/${c.author.uniqueKey}/${c.author.id}`,
    '/contact',
    '/faq',
    '/faq/rc-sistemI?lang=en',
    '/rc-sistemI',
    '/privacy-police',
    '/unsubscribe-newsletter',
    '/nao-existe',
    '/sitemap.xml',
    '/sitemap-pages.xml',
    '/sitemap-articles-1.xml',
    '/sitemap-articles-5.xml',
    '/rss.xml',
    '/rss.xml?lang=en',
    '/robots.txt',
  ]
}
