import type { GlobalConfig } from 'payload'
import { anyone, byRoute } from '../../access/predicates'
import { WHATSAPP_DEFAULT_COLOR } from '../../domain/site'
import { hexColorField } from '../fields/hexColor'
import { globalInvalidates } from '../hooks/invalidates'

/** The floating chat button of the public site. */
export const WhatsappSettings: GlobalConfig = {
  slug: 'whatsapp-settings',
  access: { read: anyone, update: byRoute('settings-whatsapp'), readVersions: byRoute('settings-whatsapp') },
  hooks: globalInvalidates('whatsapp'),
  fields: [
    { name: 'phone', type: 'text', required: true, defaultValue: '5511999999999' },
    { name: 'message', type: 'textarea', defaultValue: 'Olá! Gostaria de saber mais.' },
    hexColorField('color', WHATSAPP_DEFAULT_COLOR),
    { name: 'enabled', type: 'checkbox', defaultValue: true },
  ],
}
