import type { CollectionConfig } from 'payload'
import { byRoute } from '../access/predicates'
import { ACTIVITY_ACTORS, ACTIVITY_CHANNELS } from '../domain/activity'

/**
 * The activity log: who changed what, when and from where (services/activity). Append-only:
 * nobody creates, edits or deletes an entry through the API or /cms (the service writes with
 * overrideAccess; the retention job deletes the oldest), and the security center reads it.
 */
export const ActivityLog: CollectionConfig = {
  slug: 'activity-log',
  admin: { useAsTitle: 'action', defaultColumns: ['createdAt', 'action', 'actorName', 'targetLabel', 'address'], group: 'Security' },
  lockDocuments: false,
  disableDuplicate: true,
  access: { read: byRoute('security-center'), create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'action', type: 'text', required: true, index: true },
    // The action's first word ("article" of "article.published"): the log's filter by kind of
    // target is an equality on (kind, createdAt), where `action LIKE '%article.%'` read the whole log (issue #46).
    { name: 'kind', type: 'text' },
    { name: 'outcome', type: 'select', options: ['success', 'failure'], required: true, defaultValue: 'success' },
    { name: 'channel', type: 'select', options: [...ACTIVITY_CHANNELS], required: true },
    { name: 'actorKind', type: 'select', options: [...ACTIVITY_ACTORS], required: true },
    { name: 'actorUser', type: 'relationship', relationTo: 'users', index: true },
    { name: 'actorCredential', type: 'relationship', relationTo: 'credentials', index: true },
    /** The actor's name when it acted: still readable after the user or credential is deleted. */
    { name: 'actorName', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'targetKind', type: 'text' },
    { name: 'targetId', type: 'text' },
    { name: 'targetLabel', type: 'text' },
    /** [{ field, from, to }], values shortened and secrets left out (services/activity/changes.ts). */
    { name: 'changes', type: 'json' },
  ],
  // The list filters by target id alone (any kind), newest first: the id leads its index.
  indexes: [{ fields: ['action', 'createdAt'] }, { fields: ['kind', 'createdAt'] }, { fields: ['targetId', 'createdAt'] }],
}
