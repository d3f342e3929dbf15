import { guardWhereEverywhere } from './services/shared/whereGuard'
import { runWaitingWorkAfterCommit } from './lib/db/afterCommit'
import path from 'node:path'
import { BRAND_MARK_PATH } from './domain/brand'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { RICH_TEXT_FEATURES } from './config/richTextFeatures'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { fr } from '@payloadcms/translations/languages/fr'
import { pt } from '@payloadcms/translations/languages/pt'
import { buildConfig, type CollectionConfig, type Config, type GlobalConfig } from 'payload'
import { lazySharp } from './config/lazySharp'
import { ArticleReads } from './collections/ArticleReads'
import { ArticleReadDays, ArticleReadTotals, Counters, ReadDays, ReadWindowState } from './collections/ReadRollups'
import { NewsletterDeliveries, NewsletterSends } from './collections/Newsletter'
import { ArticleTerms } from './collections/ArticleTerms'
import { NewsletterSettings } from './collections/globals/NewsletterSettings'
import { Articles } from './collections/Articles'
import { Pages } from './collections/Pages'
import { Forms, FormSubmissions, formBuilderPanelTexts } from './collections/Forms'
import { submissionCountHooks } from './services/forms/submissions'
import { forgetSubmissionFiles } from './services/forms/files'
import { FormFiles } from './collections/FormFiles'
import { Categories } from './collections/Categories'
import { Credentials } from './collections/Credentials'
import { Faqs } from './collections/Faqs'
import { Company } from './collections/globals/Company'
import { LayoutSettings } from './collections/globals/LayoutSettings'
import { Navigation } from './collections/globals/Navigation'
import { SiteTexts } from './collections/globals/SiteTexts'
import { SeedState } from './collections/globals/SeedState'
import { WhatsappSettings } from './collections/globals/WhatsappSettings'
import { Leads } from './collections/Leads'
import { Media } from './collections/Media'
import { mediaStorage } from './config/mediaStorage'
import { Messages } from './collections/Messages'
import { Roles } from './collections/Roles'
import { SeoSnippets } from './collections/SeoSnippets'
import { Tags } from './collections/Tags'
import { Users } from './collections/Users'
import { databaseAdapter, type DatabaseOptions } from './config/database'
import { emailAdapter } from './config/email'
import { readEnv, type Env } from './config/env'
import { fileSqlLogger } from './config/sqlLog'
import { resolveSecret } from './config/secret'
import { trustedOrigins } from './config/origins'
import { expireCredentials } from './services/jobs/expireCredentials'
import { queuedEmail, sendMail } from './services/mail/outbox'
import { publishScheduledArticles } from './services/jobs/publishScheduledArticles'
import { requestPasswordReset } from './services/jobs/requestPasswordReset'
import { pruneReadEvents } from './services/jobs/pruneReadEvents'
import { pruneActivity } from './services/jobs/pruneActivity'
import { pruneFormSubmissions } from './services/jobs/pruneFormSubmissions'
import { ensureSearchIndex } from './services/search/ensureIndex'
import { tuneSqlite } from './services/system/sqliteTuning'
import { separateHeavyReads } from './services/system/postgresReaders'
import { loginGuardHooks } from './services/auth/loginHooks'
import { passwordResetMail } from './services/mail/templates/accountMails'
import { DEFAULT_LANGUAGE } from './locales/languages'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE, LOCALE_NAMES } from './domain/contentLocales'
import { readStatsHooks } from './services/readStats/articleHooks'
import { counterHooks, forgetTermCount } from './services/counters/articleHooks'
import { COUNTER } from './services/counters'
import type { Lead } from './payload-types'
import { keptRowCount } from './services/counters/rowHooks'
import { Redirects } from './collections/Redirects'
import { ImportedItems } from './collections/ImportedItems'
import { ContentChanges } from './collections/ContentChanges'
import { ImportRuns } from './collections/ImportRuns'
import { redirectHooks } from './services/redirects'
import { addGlobalHooks, addHooks } from './collections/hooks/addHooks'
import { stripControlCharacters } from './collections/hooks/plainText'
import { freshRowIds } from './collections/hooks/freshRowIds'
import { databaseRefusals } from './collections/hooks/databaseRefusals'
import { ActivityLog } from './collections/ActivityLog'
import { forgetCredentialEndpoints, WebhookDeliveries, WebhookEndpoints } from './collections/Webhooks'
import { deliverWebhook } from './services/webhooks/deliveries'
import { fanOutWebhook, webhookHooks } from './services/webhooks/events'
import { forgetPreviewLinks, PreviewLinks } from './collections/PreviewLinks'
import { JobClaims } from './collections/JobClaims'
import { IdempotencyAnswers } from './collections/IdempotencyAnswers'
import { activityHooks, globalActivityHooks, pageActivityHooks, signInActivityHooks } from './services/activity/hooks'
import { ArticleAutosaves, forgetAutosaves } from './collections/ArticleAutosaves'
import { collectionVersions, globalVersions } from './collections/hooks/withVersions'
import { articleTermHooks, forgetTermRows } from './services/articleTerms'
import { newsletterPublishHooks } from './services/newsletter/onPublish'
import { reviewNoticeHooks } from './services/articles/reviewNotices'
import { publishingAreas } from './access/publishing'
import { claimFor } from './services/shared/lock'
import { reclaimAbandonedJobs } from './services/jobs/lease'

export type AppConfigOptions = DatabaseOptions & { env?: Env; databaseUri?: string }

/** The whole CMS configuration; tests build it with their own database. */
export async function appConfig(options: AppConfigOptions = {}): Promise<Config> {
  const env = options.env ?? readEnv()
  const root = process.cwd()
  const kept = env.VERSIONS_PER_DOCUMENT
  // The collections' changes made in /cms go to the activity log (gateway calls note theirs for the router's entry).
  const logging = env.ACTIVITY_LOG === 'on'
  // Every collection and global stores its texts without control characters (issue #60, item 4), and a
  // new document's rows get ids of their own (item 3).
  const plainTextEverywhere = (list: CollectionConfig[]) => list.map((c) => addHooks(c, { beforeValidate: [stripControlCharacters, freshRowIds] }))
  const plainTextEverywhereGlobal = (list: GlobalConfig[]) => list.map((g) => addGlobalHooks(g, { beforeValidate: [stripControlCharacters] }))
  const audited = (collection: CollectionConfig, kind: string) => (logging ? addHooks(collection, activityHooks(kind)) : collection)
  const auditedGlobal = (global: GlobalConfig, name: string) => (logging ? addGlobalHooks(global, globalActivityHooks(name)) : global)
  return {
    secret: resolveSecret(env),
    serverURL: env.SERVER_URL,
    // A cookie sent with a foreign Origin does not authenticate (Payload's check; the gateway refuses it first).
    csrf: trustedOrigins(env),
    routes: { admin: '/cms', api: '/cms-api' },
    admin: {
      user: 'users',
      avatar: 'default', // Gravatar would be a third-party request
      meta: { titleSuffix: ' · CMS', icons: [{ rel: 'icon', type: 'image/svg+xml', url: BRAND_MARK_PATH }] },
      components: { graphics: { Logo: '/frontend/components/cms/Brand#CmsLogo', Icon: '/frontend/components/cms/Brand#CmsIcon' } },
      importMap: {
        baseDir: root,
        importMapFile: path.resolve(root, 'frontend/app/(payload)/cms/importMap.js'),
      },
    },
    i18n: {
      fallbackLanguage: 'pt',
      supportedLanguages: { pt, en, es, fr },
      translations: formBuilderPanelTexts,
    },
    // Content in every language: pt-BR is the source, and a text not yet translated falls back to it.
    localization: {
      locales: CONTENT_LOCALES.map((code) => ({ code, label: LOCALE_NAMES[code] })),
      defaultLocale: DEFAULT_CONTENT_LOCALE,
      fallback: true,
    },
    collections: plainTextEverywhere([
      audited(
        addHooks(
          Users(env, loginGuardHooks, (payload, link) => passwordResetMail(payload, DEFAULT_LANGUAGE, link)),
          {
            beforeDelete: [forgetAutosaves('owner')],
            ...signInActivityHooks,
          },
        ),
        'user',
      ),
      audited(Roles, 'role'),
      collectionVersions(
        audited(
          [
            counterHooks,
            articleTermHooks,
            newsletterPublishHooks,
            reviewNoticeHooks(publishingAreas),
            webhookHooks.articles,
            { beforeDelete: [forgetAutosaves('article'), forgetPreviewLinks] },
            redirectHooks.articles,
          ].reduce(addHooks, Articles(readStatsHooks)),
          'article',
        ),
        kept,
      ),
      collectionVersions(
        audited(
          [{ afterDelete: [forgetTermCount('category'), forgetTermRows('category')] }, redirectHooks.categories].reduce(addHooks, Categories),
          'category',
        ),
        kept,
      ),
      audited([{ afterDelete: [forgetTermCount('tag'), forgetTermRows('tag')] }, redirectHooks.tags].reduce(addHooks, Tags), 'tag'),
      Media,
      audited([webhookHooks.leads, keptRowCount<Lead>(COUNTER.leads, (lead) => lead.status !== 'deleted')].reduce(addHooks, Leads), 'lead'),
      NewsletterSends,
      NewsletterDeliveries,
      audited(addHooks(Messages, webhookHooks.messages), 'message'),
      audited(addHooks(Credentials, { beforeDelete: [forgetCredentialEndpoints] }), 'credential'),
      collectionVersions(audited(SeoSnippets, 'seo'), kept),
      collectionVersions(audited(Faqs, 'faq'), kept),
      ArticleReads,
      ArticleReadDays,
      ReadDays,
      ArticleReadTotals,
      ReadWindowState,
      Counters,
      ArticleTerms,
      ArticleAutosaves,
      PreviewLinks,
      JobClaims,
      IdempotencyAnswers,
      Redirects,
      ImportedItems,
      ContentChanges,
      ImportRuns,
      addHooks(ActivityLog, keptRowCount(COUNTER.activity)),
      WebhookEndpoints,
      WebhookDeliveries,
      // Last: its column in Payload's document locks is added at the end (SQLite cannot insert one in between).
      [webhookHooks.pages, redirectHooks.pages, logging ? pageActivityHooks() : {}].reduce(addHooks, Pages(kept)),
      // After the pages, for the same reason: staff's forms and what visitors sent through them (issue #65).
      audited(Forms, 'form'),
      [webhookHooks.formSubmissions, submissionCountHooks, { beforeDelete: [forgetSubmissionFiles] }].reduce(addHooks, FormSubmissions),
      FormFiles,
    ]),
    globals: plainTextEverywhereGlobal([
      globalVersions(auditedGlobal(Company, 'company'), kept),
      globalVersions(auditedGlobal(WhatsappSettings, 'whatsapp'), kept),
      auditedGlobal(LayoutSettings, 'layout'),
      globalVersions(auditedGlobal(Navigation, 'navigation'), kept),
      globalVersions(auditedGlobal(SiteTexts, 'site-texts'), kept),
      auditedGlobal(NewsletterSettings, 'newsletter'),
      SeedState,
    ]),
    hooks: { afterError: [databaseRefusals] },
    // A rule's refusal is the caller's (a 4xx), as Payload's own Forbidden: logged as info, not as an error.
    loggingLevels: { RuleError: 'info' } as NonNullable<Config['loggingLevels']>,
    plugins: [await mediaStorage(env)],
    editor: lexicalEditor({ features: RICH_TEXT_FEATURES }),
    db: await databaseAdapter(options.databaseUri ?? env.DATABASE_URI, {
      sqlLogger: env.SQL_LOG_FILE ? fileSqlLogger(env.SQL_LOG_FILE) : undefined,
      ...options,
    }),
    email: queuedEmail(emailAdapter(env)),
    sharp: lazySharp,
    graphQL: { disable: true },
    telemetry: false,
    typescript: { autoGenerate: false, outputFile: path.resolve(root, 'payload-types.ts') },
    jobs: {
      // Nobody runs, queues or cancels jobs over HTTP (/cms-api/payload-jobs/run, /handle-schedules):
      // Payload lets any signed-in user by default, outside the one-runner lock (issue #29). The
      // process's own runners call the Local API, which is not bound by these.
      access: { run: () => false, queue: () => false, cancel: () => false },
      tasks: [
        publishScheduledArticles,
        expireCredentials,
        pruneReadEvents(env.READS_RETENTION_DAYS),
        pruneActivity(env.ACTIVITY_RETENTION_DAYS),
        sendMail,
        requestPasswordReset,
        fanOutWebhook,
        deliverWebhook(env.WEBHOOK_FIRST_RETRY_MS),
        pruneFormSubmissions,
      ],
      // The mail queue has its own runner (services/mail/outbox.ts): one pass at a time per process.
      // Each minute one instance of the cluster (a Redis claim; alone, this one) queues the due
      // schedules and runs the default queue, so every scheduled job is queued and run once.
      autoRun: [{ cron: '0 * * * * *', queue: 'default', limit: 20, disableScheduling: true }],
      shouldAutoRun: async (payload) => {
        if (!(await claimFor('jobs-default-tick', 50_000))) return false
        // A schedule is not queued again while its last job is claimed: a dead runner's claim is released first.
        await reclaimAbandonedJobs(payload, 'default')
        await payload.jobs.handleSchedules({ queue: 'default' })
        return true
      },
      jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
        ...defaultJobsCollection,
        admin: { ...defaultJobsCollection.admin, hidden: true },
      }),
    },
    logger: { options: { level: env.LOG_LEVEL } },
    onInit: async (payload) => {
      guardWhereEverywhere(payload)
      runWaitingWorkAfterCommit(payload.db)
      await tuneSqlite(payload)
      separateHeavyReads(payload)
      await ensureSearchIndex(payload)
    },
  }
}

export default appConfig().then(buildConfig)
