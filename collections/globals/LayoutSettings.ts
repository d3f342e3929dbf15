import type { GlobalConfig } from 'payload'
import { anyone, byRoute } from '../../access/predicates'
import { globalInvalidates } from '../hooks/invalidates'
import { HOME_VERSIONS } from '../../domain/site'

/** Which home design the site shows; every change is kept as a version (the history). */
export const LayoutSettings: GlobalConfig = {
  slug: 'layout-settings',
  access: { read: anyone, update: byRoute('layout-settings'), readVersions: byRoute('layout-settings') },
  versions: { max: 100 },
  hooks: globalInvalidates('layout'),
  fields: [
    {
      name: 'currentVersion',
      type: 'select',
      required: true,
      defaultValue: 'v1',
      options: HOME_VERSIONS.map((value) => ({ label: value.toUpperCase(), value })),
    },
    { name: 'changedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
}
