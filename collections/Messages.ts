import type { CollectionConfig } from 'payload'
import { byRoute } from '../access/predicates'
import { invalidates } from './hooks/invalidates'

/** What visitors sent through the contact form, read in the back-office. */
export const Messages: CollectionConfig = {
  slug: 'messages',
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'name', 'email', 'read', 'archived', 'createdAt'] },
  defaultSort: '-createdAt',
  // Integrators' message lists are kept answers (gateway/http/storedAnswers.ts).
  hooks: invalidates('messages'),
  access: {
    read: byRoute('message-received'),
    create: byRoute('message-received'),
    update: byRoute('message-received'),
    delete: byRoute('message-received'),
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'company', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true },
    { name: 'telephone', type: 'text', required: true, maxLength: 32 },
    { name: 'subject', type: 'text', required: true, maxLength: 200 },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'read', type: 'checkbox', defaultValue: false, index: true },
    { name: 'archived', type: 'checkbox', defaultValue: false, index: true },
    { name: 'markedAsLead', type: 'checkbox', defaultValue: false },
    { name: 'lead', type: 'relationship', relationTo: 'leads' },
    { name: 'replyBy', type: 'date', admin: { readOnly: true } },
  ],
}
