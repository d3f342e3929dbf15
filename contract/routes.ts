import { z } from 'zod'
import * as A from './articles'
import * as Auth from './auth'
import { idSchema, uniqueKeySchema } from './common'
import * as L from './leads'
import { defineRoutes } from './route'
import * as S from './settings'
import * as T from './taxonomy'
import * as U from './users'

const idParams = z.object({ id: idSchema }).strict()
const seoParams = z.object({ id: idSchema, uniqueKey: uniqueKeySchema }).strict()
const ARTICLE_ROUTES = ['list-of-articles', 'compose'] as const

/**
 * The whole REST contract under /api, one line per endpoint: read it as a table of
 * contents. Spec paths (section 7) are kept verbatim; the rest follow its naming.
 */
export const ROUTES = defineRoutes({
  // Authentication and account flows
  login: { method: 'post', path: '/auth/auth', tag: 'auth', summary: 'Sign in; answers { data: user, token }', access: { public: true }, body: Auth.loginBody, rateLimit: 'login', response: U.apiUser, extra: Auth.tokenAnswer },
  logout: { method: 'post', path: '/auth/auth/logout', tag: 'auth', summary: 'Sign out; the token stops working at once', access: { signedIn: true, firstAccess: true }, response: z.null() },
  me: { method: 'get', path: '/auth/me', tag: 'auth', summary: 'The signed-in user', access: { signedIn: true, firstAccess: true }, response: U.userWithRoles },
  recoverPassword: { method: 'post', path: '/auth/recover-password', tag: 'auth', summary: 'E-mails a one-time reset link; same answer for any address', access: { public: true }, body: Auth.recoverBody, rateLimit: 'recover', response: z.null() },
  resetPassword: { method: 'put', path: '/user/user-reset-password', tag: 'auth', summary: 'Completes a reset with the e-mailed token; answers { data: user, token }', access: { public: true }, body: Auth.resetPasswordBody, rateLimit: 'recover', response: U.apiUser, extra: Auth.tokenAnswer },
  firstAccessPassword: { method: 'post', path: '/auth/first-access-password', tag: 'auth', summary: 'A user created by an admin chooses their password', access: { signedIn: true, firstAccess: true }, body: Auth.firstAccessBody, response: U.apiUser, extra: Auth.tokenAnswer },
  changePassword: { method: 'put', path: '/auth/change-password', tag: 'auth', summary: 'Changes the password, given the current one', access: { signedIn: true }, body: Auth.changePasswordBody, response: z.null() },
  sendVerificationCode: { method: 'post', path: '/auth/verification-code', tag: 'auth', summary: 'E-mails a 6-digit code (10 minutes, single use); same answer for any address', access: { public: true }, body: Auth.resendCodeBody, rateLimit: 'code', response: z.null() },
  verifyAccount: { method: 'post', path: '/auth/verification-code/verify', tag: 'auth', summary: 'Verifies the account with the e-mailed code', access: { public: true }, body: Auth.verifyCodeBody, rateLimit: 'code', response: z.null() },

  // Integrator credentials (security center)
  credentialsList: { method: 'get', path: '/auth/credentials', tag: 'credentials', summary: 'Credentials, paginated, optional search', access: { routes: ['security-center'] }, query: S.credentialsQuery, response: z.array(S.credentialAnswer), paged: true },
  credentialGet: { method: 'get', path: '/auth/credentials/:id', tag: 'credentials', summary: 'One credential (never its secret)', access: { routes: ['security-center'] }, params: idParams, response: S.credentialAnswer },
  credentialCreate: { method: 'post', path: '/auth/credentials/create-credentials-external-token', tag: 'credentials', summary: 'Creates a credential; the only answer with its secret', access: { routes: ['security-center'] }, body: S.credentialBody, status: 201, response: S.credentialWithSecret },
  credentialUpdate: { method: 'put', path: '/auth/credentials/:id/update-credentials-external-token', tag: 'credentials', summary: 'Edits description, products and expiry', access: { routes: ['security-center'] }, params: idParams, body: S.credentialBody, response: S.credentialAnswer },
  credentialRegenerate: { method: 'put', path: '/auth/credentials/:id/regenerate-secret', tag: 'credentials', summary: 'New secret, old one invalid at once; answers the new secret once', access: { routes: ['security-center'] }, params: idParams, response: S.credentialWithSecret },
  credentialStatus: { method: 'patch', path: '/auth/credentials/:id/status', tag: 'credentials', summary: 'Activates or deactivates', access: { routes: ['security-center'] }, params: idParams, body: S.credentialStatusBody, response: S.credentialAnswer },
  credentialDelete: { method: 'delete', path: '/auth/credentials/:id', tag: 'credentials', summary: 'Deletes a credential', access: { routes: ['security-center'] }, params: idParams, response: z.null() },
  credentialToken: { method: 'post', path: '/auth/credentials/token', tag: 'credentials', summary: 'Trades access key and secret for a 15-minute token limited to the products', access: { public: true }, body: S.tokenBody, rateLimit: 'token', response: S.integratorToken },

  // Users
  userGet: { method: 'get', path: '/user/user/:id', tag: 'users', summary: 'One user (users route, or oneself)', access: { routes: ['users'], self: true }, params: idParams, response: U.apiUser },
  userCreate: { method: 'post', path: '/user/user', tag: 'users', summary: 'Creates a user in first-access status; answers the first-access password once', access: { routes: ['users'] }, body: U.userCreateBody, status: 201, response: U.createdUser },
  usersList: { method: 'post', path: '/user/users-list', tag: 'users', summary: 'Users, paginated, optional search', access: { routes: ['users'] }, body: U.usersListBody, response: z.array(U.apiUser), paged: true },
  userUpdate: { method: 'put', path: '/user/user/:id/:uniqueKey', tag: 'users', summary: 'Updates a user (users route, or oneself for profile fields)', access: { routes: ['users'], self: true }, params: U.userKeyParams, body: U.userUpdateBody, response: U.apiUser },
  userStatus: { method: 'put', path: '/user/user-change-status/:id/:uniqueKey', tag: 'users', summary: 'Activates, deactivates or blocks another user', access: { routes: ['users'] }, params: U.userKeyParams, body: U.userStatusBody, response: U.apiUser },
  userDelete: { method: 'delete', path: '/user/user/:id/:uniqueKey', tag: 'users', summary: 'Deletes another user', access: { routes: ['users'] }, params: U.userKeyParams, response: z.null() },
  userActiveRoutes: { method: 'get', path: '/user/user/user-active-routes/:id/:flag', tag: 'users', summary: 'The user and their roles with active_routes (oneself, or users route)', access: { routes: ['users'], self: true }, params: U.activeRoutesParams, response: U.userWithRoles },
  recentUpdatedUsers: { method: 'get', path: '/user/user/recent-updated-users/:param', tag: 'users', summary: 'Authors most recently updated (public fields only); param = how many', access: { public: true }, params: U.recentUsersParams, response: z.array(U.publicAuthorAnswer) },
  publicAuthor: { method: 'get', path: '/user/user/data-user-router-public/:a/:b', tag: 'users', summary: "An author's public profile: a = unique_key, b = id", access: { public: true }, params: U.publicAuthorParams, response: U.publicAuthorAnswer },
  profileGet: { method: 'get', path: '/user/profile', tag: 'users', summary: 'The signed-in user’s profile', access: { routes: ['settings-profile'] }, response: U.apiUser },
  profileUpdate: { method: 'put', path: '/user/profile', tag: 'users', summary: 'Updates one’s own profile (photo, biography, phone, job title, CPF)', access: { routes: ['settings-profile'] }, body: U.profileBody, response: U.apiUser },

  // Articles
  publicArticles: { method: 'get', path: '/article/public-articles', tag: 'articles', summary: 'Published articles, paginated, newest first; search matches each word as a word start, ignoring case and accents, most relevant first (newest first past 1,000 matches; at most 10,000 matches are counted and paged)', access: { public: true }, query: A.publicArticlesQuery, response: z.array(A.articleCard), paged: true },
  publicArticle: { method: 'get', path: '/article/public-articles/:slug/:id', tag: 'articles', summary: 'One published article with its content', access: { public: true }, params: A.articleSlugParams, response: A.articleDetail },
  popularArticles: { method: 'get', path: '/article/popular', tag: 'articles', summary: 'Most read published articles in a period (days)', access: { public: true }, query: A.popularQuery, response: z.array(A.popularCard) },
  articleRead: { method: 'post', path: '/article/read/:id', tag: 'articles', summary: 'Read beacon: counts once per visitor, article and day, without a cookie', access: { public: true }, params: idParams, status: 202, response: A.readAnswer },
  articlesList: { method: 'get', path: '/article/articles', tag: 'articles', summary: 'Every article (drafts and scheduled too), paginated', access: { routes: ARTICLE_ROUTES, products: ['articles'] }, query: A.adminArticlesQuery, response: z.array(A.adminArticle), paged: true },
  articleGet: { method: 'get', path: '/article/articles/:id', tag: 'articles', summary: 'One article for editing', access: { routes: ARTICLE_ROUTES, products: ['articles'] }, params: idParams, response: A.adminArticle },
  articleCreate: { method: 'post', path: '/article/articles', tag: 'articles', summary: 'Creates a draft, scheduled or published article', access: { routes: ['compose'], products: ['articles'] }, body: A.articleCreateBody, status: 201, response: A.adminArticle },
  articleUpdate: { method: 'put', path: '/article/articles/:id', tag: 'articles', summary: 'Edits an article', access: { routes: ARTICLE_ROUTES, products: ['articles'] }, params: idParams, body: A.articleUpdateBody, response: A.adminArticle },
  articleStatus: { method: 'patch', path: '/article/articles/:id/status', tag: 'articles', summary: 'publish, schedule, advance (publish ahead of schedule) or unpublish', access: { routes: ARTICLE_ROUTES, products: ['articles'] }, params: idParams, body: A.articleStatusBody, response: A.adminArticle },
  articleDelete: { method: 'delete', path: '/article/articles/:id', tag: 'articles', summary: 'Deletes an article', access: { routes: ['list-of-articles'], products: ['articles'] }, params: idParams, response: z.null() },

  // Categories, tags, media
  publicCategories: { method: 'get', path: '/category/public-categories', tag: 'categories', summary: 'Active categories', access: { public: true }, response: z.array(T.categoryAnswer) },
  categoriesList: { method: 'get', path: '/category/categories', tag: 'categories', summary: 'Every category, paginated', access: { routes: ['list-of-categories', 'compose'] }, query: T.categoriesQuery, response: z.array(T.categoryAnswer), paged: true },
  categoryCreate: { method: 'post', path: '/category/categories', tag: 'categories', summary: 'Creates a category', access: { routes: ['list-of-categories'] }, body: T.categoryBody, status: 201, response: T.categoryAnswer },
  categoryUpdate: { method: 'put', path: '/category/categories/:id', tag: 'categories', summary: 'Edits a category', access: { routes: ['list-of-categories'] }, params: idParams, body: T.categoryUpdateBody, response: T.categoryAnswer },
  categoryStatus: { method: 'patch', path: '/category/categories/:id/status', tag: 'categories', summary: 'Activates or deactivates', access: { routes: ['list-of-categories'] }, params: idParams, body: T.categoryStatusBody, response: T.categoryAnswer },
  categoryDelete: { method: 'delete', path: '/category/categories/:id', tag: 'categories', summary: 'Deletes a category no article uses', access: { routes: ['list-of-categories'] }, params: idParams, response: z.null() },
  publicTags: { method: 'get', path: '/tag/public-tags', tag: 'categories', summary: 'Every tag', access: { public: true }, response: z.array(T.tagAnswer) },
  tagCreate: { method: 'post', path: '/tag/tags', tag: 'categories', summary: 'Creates a tag (or returns the existing one)', access: { routes: ['compose', 'list-of-categories'] }, body: T.tagBody, status: 201, response: T.tagAnswer },
  mediaUpload: { method: 'post', path: '/media/upload', tag: 'media', summary: 'Uploads an image (raw body, image/* content type; ?alt= text)', access: { signedIn: true }, query: T.mediaQuery, status: 201, requestType: 'image/*', response: T.uploadAnswer },

  // Leads, messages, contact, newsletter
  leadsList: { method: 'get', path: '/lead/leads', tag: 'leads', summary: 'Leads with every filter, paginated', access: { routes: ['list-leads'], products: ['leads'] }, query: L.leadsQuery, response: z.array(L.leadAnswer), paged: true },
  leadsExport: { method: 'get', path: '/lead/leads-export', tag: 'leads', summary: 'CSV of the filtered leads (semicolon, UTF-8 with BOM)', access: { routes: ['list-leads'], products: ['leads'] }, query: L.leadFilters, responseType: 'text/csv' },
  leadStatus: { method: 'patch', path: '/lead/leads/:id/status', tag: 'leads', summary: 'Activates, deactivates, blacklists or cancels', access: { routes: ['list-leads'] }, params: idParams, body: L.leadStatusBody, response: L.leadAnswer },
  leadClassification: { method: 'patch', path: '/lead/leads/:id/classification', tag: 'leads', summary: 'Sets none, cold, warm, hot or conversion', access: { routes: ['list-leads'] }, params: idParams, body: L.leadClassificationBody, response: L.leadAnswer },
  leadNewsletter: { method: 'patch', path: '/lead/leads/:id/newsletter', tag: 'leads', summary: 'Activates or cancels the newsletter', access: { routes: ['list-leads'] }, params: idParams, body: L.leadNewsletterBody, response: L.leadAnswer },
  leadDelete: { method: 'delete', path: '/lead/leads/:id', tag: 'leads', summary: 'Deletes a lead (soft: status deleted)', access: { routes: ['list-leads'] }, params: idParams, response: z.null() },
  messagesList: { method: 'get', path: '/message/messages-list', tag: 'messages', summary: 'Messages of a tab with the count of every tab', access: { routes: ['message-received'], products: ['messages'] }, query: L.messagesQuery, response: z.array(L.messageAnswer), paged: true, extra: L.messageCounts },
  messageGet: { method: 'get', path: '/message/messages/:id', tag: 'messages', summary: 'One message', access: { routes: ['message-received'], products: ['messages'] }, params: idParams, response: L.messageAnswer },
  messageRead: { method: 'patch', path: '/message/messages/:id/read', tag: 'messages', summary: 'Marks read or unread', access: { routes: ['message-received'] }, params: idParams, body: L.messageReadBody, response: L.messageAnswer },
  messageArchive: { method: 'patch', path: '/message/messages/:id/archive', tag: 'messages', summary: 'Archives or unarchives', access: { routes: ['message-received'] }, params: idParams, body: L.messageArchiveBody, response: L.messageAnswer },
  messageLead: { method: 'patch', path: '/message/messages/:id/lead', tag: 'messages', summary: 'Marks as lead (creates or links one) or unmarks', access: { routes: ['message-received'] }, params: idParams, body: L.messageLeadBody, response: L.messageAnswer },
  messageDelete: { method: 'delete', path: '/message/messages/:id', tag: 'messages', summary: 'Deletes a message', access: { routes: ['message-received'] }, params: idParams, response: z.null() },
  contact: { method: 'post', path: '/contact/contact', tag: 'site', summary: 'The contact form; answers the promised reply date', access: { public: true }, body: L.contactBody, status: 201, rateLimit: 'contact', response: L.contactAnswer },
  subscribe: { method: 'post', path: '/newsletter/subscribe', tag: 'site', summary: 'Newsletter sign-up; 201 new, 200 reactivated', access: { public: true }, body: L.subscribeBody, status: 201, rateLimit: 'newsletter', response: z.null() },
  unsubscribe: { method: 'post', path: '/newsletter/unsubscribe', tag: 'site', summary: 'Cancels with the lead id, its unique key and a reason', access: { public: true }, body: L.unsubscribeBody, rateLimit: 'newsletter', response: z.null() },
  subscribers: { method: 'get', path: '/newsletter/subscribers', tag: 'leads', summary: 'Active newsletter subscribers, paginated', access: { routes: ['list-leads'], products: ['newsletter'] }, query: L.leadsQuery, response: z.array(L.leadAnswer), paged: true },

  // Site settings
  publicSeo: { method: 'get', path: '/seo/public-seo', tag: 'seo', summary: 'Active snippets as [{ head, body }]', access: { public: true }, response: z.array(S.publicSnippet) },
  seoList: { method: 'get', path: '/seo/seo', tag: 'seo', summary: 'Every snippet', access: { routes: ['seo'] }, response: z.array(S.snippetAnswer) },
  seoCreate: { method: 'post', path: '/seo/seo', tag: 'seo', summary: 'Creates a snippet', access: { routes: ['seo'] }, body: S.seoBody, status: 201, response: S.snippetAnswer },
  seoUpdate: { method: 'put', path: '/seo/seo/:id/:uniqueKey', tag: 'seo', summary: 'Updates a snippet: id and its unique key', access: { routes: ['seo'] }, params: seoParams, body: S.seoUpdateBody, response: S.snippetAnswer },
  seoDelete: { method: 'delete', path: '/seo/seo/:id/:uniqueKey', tag: 'seo', summary: 'Deletes a snippet', access: { routes: ['seo'] }, params: seoParams, response: z.null() },
  layoutLatest: { method: 'get', path: '/layout/layout-setting/latest', tag: 'settings', summary: 'The current home design as { currentVersion: v1|v2 }', access: { public: true }, response: S.layoutAnswer },
  layoutSave: { method: 'post', path: '/layout/layout-setting', tag: 'settings', summary: 'Applies V1 or V2; 409 when already applied', access: { routes: ['layout-settings'] }, body: S.layoutBody, response: S.layoutAnswer },
  publicWhatsapp: { method: 'get', path: '/whatsapp/public-whatsapp', tag: 'settings', summary: 'The chat button settings', access: { public: true }, response: S.whatsappAnswer },
  whatsappUpdate: { method: 'put', path: '/whatsapp/whatsapp-setting', tag: 'settings', summary: 'Updates phone, message and colour', access: { routes: ['settings-whatsapp'] }, body: S.whatsappBody, response: S.whatsappAnswer },
  publicCompany: { method: 'get', path: '/company/public-company', tag: 'settings', summary: 'Company name, logo and contacts', access: { public: true }, response: S.companyAnswer },
  companyUpdate: { method: 'put', path: '/company/company', tag: 'settings', summary: 'Updates the company', access: { routes: ['settings'] }, body: S.companyBody, response: S.companyAnswer },
  publicFaqs: { method: 'get', path: '/faq/public-faqs', tag: 'site', summary: 'FAQs, optionally of one product', access: { public: true }, query: S.faqQuery, response: z.array(S.faqAnswer) },
  openapi: { method: 'get', path: '/openapi.json', tag: 'system', summary: 'This API as an OpenAPI 3.1 document, generated from the contract', access: { public: true }, responseType: 'application/json' },
  docs: { method: 'get', path: '/docs', tag: 'system', summary: 'Browsable API reference (works offline)', access: { public: true }, responseType: 'text/html' },
  docsScript: { method: 'get', path: '/docs/docs.js', tag: 'system', summary: 'Script of the API reference page', access: { public: true }, responseType: 'text/javascript' },
  statistics: { method: 'get', path: '/dashboard/statistics', tag: 'dashboard', summary: 'Reads, created, unread articles, authors, recent articles and reads per day', access: { routes: ['dashboard'] }, query: S.statsQuery, response: S.statisticsAnswer },
})

export type RouteId = keyof typeof ROUTES
