import type { GlobalConfig } from 'payload'
import { anyone, byRoute } from '../../access/predicates'
import { globalInvalidates } from '../hooks/invalidates'

/** The company behind the site: name (also the default route indicator text) and contacts. */
export const Company: GlobalConfig = {
  slug: 'company',
  access: { read: anyone, update: byRoute('settings'), readVersions: byRoute('settings') },
  hooks: globalInvalidates('company'),
  fields: [
    { name: 'name', type: 'text', required: true, defaultValue: 'RC Sistemas' },
    { name: 'tagline', type: 'text', localized: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text' },
    { name: 'address', type: 'textarea', localized: true },
  ],
}
