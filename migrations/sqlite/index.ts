import * as migration_20261122_042702_initial from './20261122_042702_initial'
import * as migration_20261123_213651_growth_rollups_search from './20261123_213651_growth_rollups_search'
import * as migration_20261124_001941_login_guard_mail_queue from './20261124_001941_login_guard_mail_queue'
import * as migration_20261124_063353_leads_created_status from './20261124_063353_leads_created_status'
import * as migration_20261124_103548_media_object_key from './20261124_103548_media_object_key'
import * as migration_20261124_114543_lead_consent from './20261124_114543_lead_consent'
import * as migration_20261124_184804_newsletter_sends from './20261124_184804_newsletter_sends'
import * as migration_20261124_214124_kept_counts from './20261124_214124_kept_counts'
import * as migration_20261124_215605_article_send_to_subscribers from './20261124_215605_article_send_to_subscribers'
import * as migration_20261124_222533_newsletter_confirmation from './20261124_222533_newsletter_confirmation'
import * as migration_20261125_005656_content_locales from './20261125_005656_content_locales'
import * as migration_20261125_013745_versions_history from './20261125_013745_versions_history'
import * as migration_20261125_033512_article_autosaves from './20261125_033512_article_autosaves'
import * as migration_20261125_034258_activity_log from './20261125_034258_activity_log'
import * as migration_20261125_041840_preview_links from './20261125_041840_preview_links'
import * as migration_20261125_043237_webhooks from './20261125_043237_webhooks'
import * as migration_20261125_101343_growth_lookup_indexes from './20261125_101343_growth_lookup_indexes'
import * as migration_20261125_102229_ids_never_reused from './20261125_102229_ids_never_reused'
import * as migration_20261125_103524_webhook_endpoint_owner from './20261125_103524_webhook_endpoint_owner'
import * as migration_20261125_105356_webhook_message_id_unique from './20261125_105356_webhook_message_id_unique'
import * as migration_20261126_023000_row_counts from './20261126_023000_row_counts'
import * as migration_20261126_023554_redirects from './20261126_023554_redirects'
import * as migration_20261126_091358_article_image_alt from './20261126_091358_article_image_alt'
import * as migration_20261126_094249_newsletter_bounces from './20261126_094249_newsletter_bounces'
import * as migration_20261126_125250_company_time_zone from './20261126_125250_company_time_zone'
import * as migration_20261126_230208_imported_blogs from './20261126_230208_imported_blogs'
import * as migration_20261126_231026_import_runs from './20261126_231026_import_runs'
import * as migration_20261127_191509_newsletter_send_history from './20261127_191509_newsletter_send_history'
import * as migration_20261127_192118_activity_system_actor from './20261127_192118_activity_system_actor'
import * as migration_20261127_192708_job_claims from './20261127_192708_job_claims'
import * as migration_20261127_194322_import_item_too_large from './20261127_194322_import_item_too_large'
import * as migration_20261127_203002_import_no_author from './20261127_203002_import_no_author'
import * as migration_20261127_220015_company_language from './20261127_220015_company_language'
import * as migration_20261127_221058_pages from './20261127_221058_pages'
import * as migration_20261127_221200_pages_route from './20261127_221200_pages_route'
import * as migration_20261127_234355_navigation from './20261127_234355_navigation'
import * as migration_20261128_020440_landing_blocks from './20261128_020440_landing_blocks'
import * as migration_20261128_040000_redirect_spelling from './20261128_040000_redirect_spelling'
import * as migration_20261128_084310_imported_pages from './20261128_084310_imported_pages'
import * as migration_20261128_085508_change_feed_and_language from './20261128_085508_change_feed_and_language'
import * as migration_20261128_091332_imported_menus from './20261128_091332_imported_menus'
import * as migration_20261128_222129_review_step from './20261128_222129_review_step'
import * as migration_20261128_222200_publish_articles_route from './20261128_222200_publish_articles_route'
import * as migration_20261128_225117_idempotency_answers from './20261128_225117_idempotency_answers'
import * as migration_20261128_225836_activity_kind from './20261128_225836_activity_kind'
import * as migration_20261128_232225_articles_author_updated from './20261128_232225_articles_author_updated'
import * as migration_20261129_064533_articles_author_public from './20261129_064533_articles_author_public'
import * as migration_20261206_113611_site_texts from './20261206_113611_site_texts'
import * as migration_20261206_125106_one_lock from './20261206_125106_one_lock'
import * as migration_20261207_060131_redirect_route from './20261207_060131_redirect_route'
import * as migration_20261207_080239_deep_page_indexes from './20261207_080239_deep_page_indexes'
import * as migration_20261207_083908_category_list_indexes from './20261207_083908_category_list_indexes'
import * as migration_20261207_110416_imported_author_position from './20261207_110416_imported_author_position'
import * as migration_20261207_182134_site_forms from './20261207_182134_site_forms'
import * as migration_20261207_220731_form_submission_search from './20261207_220731_form_submission_search'
import * as migration_20261208_003716_form_files from './20261208_003716_form_files'
import * as migration_20261208_010045_form_submissions_page_index from './20261208_010045_form_submissions_page_index'
import * as migration_20261208_012827_form_files_retention_index from './20261208_012827_form_files_retention_index'

export const migrations = [
  {
    up: migration_20261122_042702_initial.up,
    down: migration_20261122_042702_initial.down,
    name: '20261122_042702_initial',
  },
  {
    up: migration_20261123_213651_growth_rollups_search.up,
    down: migration_20261123_213651_growth_rollups_search.down,
    name: '20261123_213651_growth_rollups_search',
  },
  {
    up: migration_20261124_001941_login_guard_mail_queue.up,
    down: migration_20261124_001941_login_guard_mail_queue.down,
    name: '20261124_001941_login_guard_mail_queue',
  },
  {
    up: migration_20261124_063353_leads_created_status.up,
    down: migration_20261124_063353_leads_created_status.down,
    name: '20261124_063353_leads_created_status',
  },
  {
    up: migration_20261124_103548_media_object_key.up,
    down: migration_20261124_103548_media_object_key.down,
    name: '20261124_103548_media_object_key',
  },
  {
    up: migration_20261124_114543_lead_consent.up,
    down: migration_20261124_114543_lead_consent.down,
    name: '20261124_114543_lead_consent',
  },
  {
    up: migration_20261124_184804_newsletter_sends.up,
    down: migration_20261124_184804_newsletter_sends.down,
    name: '20261124_184804_newsletter_sends',
  },
  {
    up: migration_20261124_214124_kept_counts.up,
    down: migration_20261124_214124_kept_counts.down,
    name: '20261124_214124_kept_counts',
  },
  {
    up: migration_20261124_215605_article_send_to_subscribers.up,
    down: migration_20261124_215605_article_send_to_subscribers.down,
    name: '20261124_215605_article_send_to_subscribers',
  },
  {
    up: migration_20261124_222533_newsletter_confirmation.up,
    down: migration_20261124_222533_newsletter_confirmation.down,
    name: '20261124_222533_newsletter_confirmation',
  },
  {
    up: migration_20261125_005656_content_locales.up,
    down: migration_20261125_005656_content_locales.down,
    name: '20261125_005656_content_locales',
  },
  {
    up: migration_20261125_013745_versions_history.up,
    down: migration_20261125_013745_versions_history.down,
    name: '20261125_013745_versions_history',
  },
  {
    up: migration_20261125_033512_article_autosaves.up,
    down: migration_20261125_033512_article_autosaves.down,
    name: '20261125_033512_article_autosaves',
  },
  {
    up: migration_20261125_034258_activity_log.up,
    down: migration_20261125_034258_activity_log.down,
    name: '20261125_034258_activity_log',
  },
  {
    up: migration_20261125_041840_preview_links.up,
    down: migration_20261125_041840_preview_links.down,
    name: '20261125_041840_preview_links',
  },
  {
    up: migration_20261125_043237_webhooks.up,
    down: migration_20261125_043237_webhooks.down,
    name: '20261125_043237_webhooks',
  },
  {
    up: migration_20261125_101343_growth_lookup_indexes.up,
    down: migration_20261125_101343_growth_lookup_indexes.down,
    name: '20261125_101343_growth_lookup_indexes',
  },
  {
    up: migration_20261125_102229_ids_never_reused.up,
    down: migration_20261125_102229_ids_never_reused.down,
    name: '20261125_102229_ids_never_reused',
  },
  {
    up: migration_20261125_103524_webhook_endpoint_owner.up,
    down: migration_20261125_103524_webhook_endpoint_owner.down,
    name: '20261125_103524_webhook_endpoint_owner',
  },
  {
    up: migration_20261125_105356_webhook_message_id_unique.up,
    down: migration_20261125_105356_webhook_message_id_unique.down,
    name: '20261125_105356_webhook_message_id_unique',
  },
  {
    up: migration_20261126_023000_row_counts.up,
    down: migration_20261126_023000_row_counts.down,
    name: '20261126_023000_row_counts',
  },
  {
    up: migration_20261126_023554_redirects.up,
    down: migration_20261126_023554_redirects.down,
    name: '20261126_023554_redirects',
  },
  {
    up: migration_20261126_091358_article_image_alt.up,
    down: migration_20261126_091358_article_image_alt.down,
    name: '20261126_091358_article_image_alt',
  },
  {
    up: migration_20261126_094249_newsletter_bounces.up,
    down: migration_20261126_094249_newsletter_bounces.down,
    name: '20261126_094249_newsletter_bounces',
  },
  {
    up: migration_20261126_125250_company_time_zone.up,
    down: migration_20261126_125250_company_time_zone.down,
    name: '20261126_125250_company_time_zone',
  },
  {
    up: migration_20261126_230208_imported_blogs.up,
    down: migration_20261126_230208_imported_blogs.down,
    name: '20261126_230208_imported_blogs',
  },
  {
    up: migration_20261126_231026_import_runs.up,
    down: migration_20261126_231026_import_runs.down,
    name: '20261126_231026_import_runs',
  },
  {
    up: migration_20261127_191509_newsletter_send_history.up,
    down: migration_20261127_191509_newsletter_send_history.down,
    name: '20261127_191509_newsletter_send_history',
  },
  {
    up: migration_20261127_192118_activity_system_actor.up,
    down: migration_20261127_192118_activity_system_actor.down,
    name: '20261127_192118_activity_system_actor',
  },
  {
    up: migration_20261127_192708_job_claims.up,
    down: migration_20261127_192708_job_claims.down,
    name: '20261127_192708_job_claims',
  },
  {
    up: migration_20261127_194322_import_item_too_large.up,
    down: migration_20261127_194322_import_item_too_large.down,
    name: '20261127_194322_import_item_too_large',
  },
  {
    up: migration_20261127_203002_import_no_author.up,
    down: migration_20261127_203002_import_no_author.down,
    name: '20261127_203002_import_no_author',
  },
  {
    up: migration_20261127_220015_company_language.up,
    down: migration_20261127_220015_company_language.down,
    name: '20261127_220015_company_language',
  },
  {
    up: migration_20261127_221058_pages.up,
    down: migration_20261127_221058_pages.down,
    name: '20261127_221058_pages',
  },
  {
    up: migration_20261127_221200_pages_route.up,
    down: migration_20261127_221200_pages_route.down,
    name: '20261127_221200_pages_route',
  },
  {
    up: migration_20261127_234355_navigation.up,
    down: migration_20261127_234355_navigation.down,
    name: '20261127_234355_navigation',
  },
  {
    up: migration_20261128_020440_landing_blocks.up,
    down: migration_20261128_020440_landing_blocks.down,
    name: '20261128_020440_landing_blocks',
  },
  {
    up: migration_20261128_040000_redirect_spelling.up,
    down: migration_20261128_040000_redirect_spelling.down,
    name: '20261128_040000_redirect_spelling',
  },
  {
    up: migration_20261128_084310_imported_pages.up,
    down: migration_20261128_084310_imported_pages.down,
    name: '20261128_084310_imported_pages',
  },
  {
    up: migration_20261128_085508_change_feed_and_language.up,
    down: migration_20261128_085508_change_feed_and_language.down,
    name: '20261128_085508_change_feed_and_language',
  },
  {
    up: migration_20261128_091332_imported_menus.up,
    down: migration_20261128_091332_imported_menus.down,
    name: '20261128_091332_imported_menus',
  },
  {
    up: migration_20261128_222129_review_step.up,
    down: migration_20261128_222129_review_step.down,
    name: '20261128_222129_review_step',
  },
  {
    up: migration_20261128_222200_publish_articles_route.up,
    down: migration_20261128_222200_publish_articles_route.down,
    name: '20261128_222200_publish_articles_route',
  },
  {
    up: migration_20261128_225117_idempotency_answers.up,
    down: migration_20261128_225117_idempotency_answers.down,
    name: '20261128_225117_idempotency_answers',
  },
  {
    up: migration_20261128_225836_activity_kind.up,
    down: migration_20261128_225836_activity_kind.down,
    name: '20261128_225836_activity_kind',
  },
  {
    up: migration_20261128_232225_articles_author_updated.up,
    down: migration_20261128_232225_articles_author_updated.down,
    name: '20261128_232225_articles_author_updated',
  },
  {
    up: migration_20261129_064533_articles_author_public.up,
    down: migration_20261129_064533_articles_author_public.down,
    name: '20261129_064533_articles_author_public',
  },
  {
    up: migration_20261206_113611_site_texts.up,
    down: migration_20261206_113611_site_texts.down,
    name: '20261206_113611_site_texts',
  },
  {
    up: migration_20261206_125106_one_lock.up,
    down: migration_20261206_125106_one_lock.down,
    name: '20261206_125106_one_lock',
  },
  {
    up: migration_20261207_060131_redirect_route.up,
    down: migration_20261207_060131_redirect_route.down,
    name: '20261207_060131_redirect_route',
  },
  {
    up: migration_20261207_080239_deep_page_indexes.up,
    down: migration_20261207_080239_deep_page_indexes.down,
    name: '20261207_080239_deep_page_indexes',
  },
  {
    up: migration_20261207_083908_category_list_indexes.up,
    down: migration_20261207_083908_category_list_indexes.down,
    name: '20261207_083908_category_list_indexes',
  },
  {
    up: migration_20261207_110416_imported_author_position.up,
    down: migration_20261207_110416_imported_author_position.down,
    name: '20261207_110416_imported_author_position',
  },
  {
    up: migration_20261207_182134_site_forms.up,
    down: migration_20261207_182134_site_forms.down,
    name: '20261207_182134_site_forms',
  },
  {
    up: migration_20261207_220731_form_submission_search.up,
    down: migration_20261207_220731_form_submission_search.down,
    name: '20261207_220731_form_submission_search',
  },
  {
    up: migration_20261208_003716_form_files.up,
    down: migration_20261208_003716_form_files.down,
    name: '20261208_003716_form_files',
  },
  {
    up: migration_20261208_010045_form_submissions_page_index.up,
    down: migration_20261208_010045_form_submissions_page_index.down,
    name: '20261208_010045_form_submissions_page_index',
  },
  {
    up: migration_20261208_012827_form_files_retention_index.up,
    down: migration_20261208_012827_form_files_retention_index.down,
    name: '20261208_012827_form_files_retention_index',
  },
]
