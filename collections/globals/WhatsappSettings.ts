import type { GlobalConfig } from 'payload'
import { anyone, byRoute } from '../../access/predicates'
import { WHATSAPP_DEFAULT_COLOR } from '../../domain/site'
import { hexColorField } from '../fields/hexColor'
import { globalInvalidates } from '../hooks/invalidates'
import { panelText } from '../fields/panelText'

/**
 * The floating chat button of the public site: off, with no number, until staff set one (a clean
 * start never points visitors at a number that is not the company's; issue #59, item 3).
 */
export const WhatsappSettings: GlobalConfig = {
  slug: 'whatsapp-settings',
  access: { read: anyone, update: byRoute('settings-whatsapp'), readVersions: byRoute('settings-whatsapp') },
  hooks: globalInvalidates('whatsapp'),
  fields: [
    {
      name: 'phone',
      type: 'text',
      defaultValue: '',
      validate: (value: unknown, { siblingData }: { siblingData: { enabled?: boolean } }) =>
        !siblingData?.enabled || (typeof value === 'string' && value.trim() !== '') || panelText('api.contactPhoneRequired').en,
    },
    { name: 'message', type: 'textarea', defaultValue: '' },
    hexColorField('color', WHATSAPP_DEFAULT_COLOR),
    { name: 'enabled', type: 'checkbox', defaultValue: false },
  ],
}
