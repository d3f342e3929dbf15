import config from '@payload-config'
import { getPayload } from 'payload'

/** The process's one Payload instance (booted by the Express entry, shared through Payload's cache). */
export const payloadInstance = () => getPayload({ config })
