import type { GlobalConfig } from 'payload'
import { anyone, byRoute } from '../../access/predicates'
import { globalInvalidates } from '../hooks/invalidates'
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '../../domain/timeZones'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../locales/languages'
import { translatorFor } from '../../locales/i18n'

/** The company behind the site: name (also the default route indicator text) and contacts. */
export const Company: GlobalConfig = {
  slug: 'company',
  access: { read: anyone, update: byRoute('settings'), readVersions: byRoute('settings') },
  hooks: globalInvalidates('company'),
  fields: [
    // Neutral until the setup screen or SEED_COMPANY_NAME names the company (issue #59, item 3).
    { name: 'name', type: 'text', required: true, defaultValue: translatorFor(DEFAULT_LANGUAGE)('account.setup.defaultCompany') },
    { name: 'tagline', type: 'text', localized: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text' },
    { name: 'address', type: 'textarea', localized: true },
    {
      // The back-office and /cms show and take times in this zone (issue #30 item 7).
      name: 'timeZone',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_TIME_ZONE,
      enumName: 'enum_company_time_zone',
      options: TIME_ZONES.map((zone) => ({ label: zone, value: zone })),
    },
    {
      // What the site speaks to a visitor who has chosen no language and whose browser asks for none
      // it has (chosen at setup, issue #43 item 1); addresses keep pt-BR as the canonical one.
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_LANGUAGE,
      enumName: 'enum_company_language',
      options: LANGUAGES.map((language) => ({ label: language, value: language })),
    },
  ],
}
