/**
 * What a kept answer shows, by name: a change announces the tags it touches and every cache
 * drops what it kept from them (lib/cache/contentChanges.ts).
 */
export type CacheTag =
  | 'articles'
  | 'categories'
  | 'tags'
  | 'media'
  | 'authors'
  | 'faqs'
  | 'seo'
  | 'company'
  | 'whatsapp'
  | 'layout'
  | 'pages'
  | 'forms'
  // Not public content: kept answers of integrators' reads show leads and messages (gateway/http/storedAnswers.ts),
  // and every integrator call checks a kept copy of its credential (services/credentials/tokenCheck.ts).
  | 'leads'
  | 'messages'
  | 'credentials'
