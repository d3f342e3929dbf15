import { z } from 'zod'
import * as N from '../newsletter'
import { defineRoutes } from '../route'
import { paginationQuery } from '../common'
import { ARTICLE_ROUTES, idAndKeyParams, idParams } from './params'

/** The newsletter e-mail: preview, a test send to oneself, and RFC 8058's one-click unsubscribe. */
export const newsletterRoutes = defineRoutes({
  newsletterPreview: {
    method: 'get',
    path: '/newsletter/preview',
    tag: 'newsletter',
    summary:
      "An article's newsletter e-mail in one language: subject, HTML and plain text (staff: any article they can read, a draft included; integrators: published ones)",
    access: { routes: ['list-leads', ...ARTICLE_ROUTES], products: ['newsletter'] },
    query: N.newsletterPreviewQuery,
    response: N.newsletterMail,
  },
  newsletterTest: {
    method: 'post',
    path: '/newsletter/test',
    tag: 'newsletter',
    summary: "Sends an article's newsletter e-mail to the caller's own address, a draft's included (staff only)",
    access: { routes: ['list-leads', ...ARTICLE_ROUTES] },
    body: N.newsletterTestBody,
    status: 202,
    response: z.null(),
  },
  newsletterBounce: {
    method: 'post',
    path: '/newsletter/bounces',
    tag: 'newsletter',
    summary:
      'Reports a hard bounce of a subscriber address (a mail provider bounce relayed): counted, and past NEWSLETTER_BOUNCE_LIMIT the subscriber is marked bounced and skipped by every send. An SMTP 5xx during a send counts the same way',
    access: { routes: ['list-leads'], products: ['newsletter'] },
    body: N.newsletterBounceBody,
    response: N.newsletterBounceAnswer,
  },
  newsletterSends: {
    method: 'get',
    path: '/newsletter/sends',
    tag: 'newsletter',
    summary: 'Newsletter sends, newest first, with their counts (sent, failed, skipped as unsubscribed since)',
    access: { routes: ['list-leads'], products: ['newsletter'] },
    query: paginationQuery.strict(),
    response: z.array(N.sendAnswer),
    paged: true,
  },
  newsletterSendCreate: {
    method: 'post',
    path: '/newsletter/sends',
    tag: 'newsletter',
    summary: 'Sends a published article to every active subscriber, once (again: true to send it a second time)',
    // Sending to every subscriber is publishing: an editor's, not a writer's (issue #45, item 4).
    access: { routes: ['list-leads', 'publish-articles'] },
    body: N.sendCreateBody,
    status: 201,
    response: N.sendAnswer,
  },
  newsletterSendGet: {
    method: 'get',
    path: '/newsletter/sends/:id',
    tag: 'newsletter',
    summary: 'A send with the recipients the SMTP server refused and its answer to each (the first 100)',
    access: { routes: ['list-leads'], products: ['newsletter'] },
    params: idParams,
    response: N.sendDetailAnswer,
  },
  newsletterSendControl: {
    method: 'patch',
    path: '/newsletter/sends/:id',
    tag: 'newsletter',
    summary: 'Pauses, resumes or cancels a send',
    access: { routes: ['list-leads'] },
    params: idParams,
    body: N.sendActionBody,
    response: N.sendAnswer,
  },
  newsletterOneClick: {
    method: 'post',
    path: '/newsletter/one-click/:uniqueKey/:id',
    tag: 'site',
    summary: "RFC 8058 one-click unsubscribe: the address in a newsletter's List-Unsubscribe header, posted by mail clients",
    access: { public: true },
    params: idAndKeyParams,
    requestType: 'application/x-www-form-urlencoded',
    body: N.oneClickBody,
    rateLimit: 'newsletter',
    response: z.null(),
  },
  newsletterConfirm: {
    method: 'post',
    path: '/newsletter/confirm',
    tag: 'site',
    summary: "Confirms a sign-up waiting for its e-mail's link (double opt-in): 422 forged or expired, 409 already used",
    access: { public: true },
    body: N.confirmBody,
    rateLimit: 'newsletter',
    response: z.null(),
  },
  newsletterSettingsGet: {
    method: 'get',
    path: '/newsletter/settings',
    tag: 'newsletter',
    summary: 'How the newsletter takes sign-ups: confirmByEmail (double opt-in), off by default',
    access: { routes: ['list-leads'] },
    response: N.newsletterSettings,
  },
  newsletterSettingsUpdate: {
    method: 'put',
    path: '/newsletter/settings',
    tag: 'newsletter',
    summary: 'Turns confirmation of sign-ups by e-mail on or off',
    access: { routes: ['list-leads'] },
    body: N.newsletterSettings,
    response: N.newsletterSettings,
  },
})
