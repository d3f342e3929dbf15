/**
 * The company's time zone (issue #30 item 7): the back-office and /cms show and take times in
 * it, whatever the browser's own zone. A setting of the Company global; these are the zones it
 * offers (IANA names: Brazil's, then the Americas, Europe and Africa where the languages of
 * the site are spoken), and Payload's panels offer the same ones for the dates they edit.
 */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo'

export const TIME_ZONES = [
  'America/Noronha',
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Belem',
  'America/Cuiaba',
  'America/Campo_Grande',
  'America/Manaus',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Rio_Branco',
  'America/Argentina/Buenos_Aires',
  'America/Montevideo',
  'America/Asuncion',
  'America/Santiago',
  'America/La_Paz',
  'America/Lima',
  'America/Bogota',
  'America/Caracas',
  'America/Mexico_City',
  'America/Port-au-Prince',
  'America/Toronto',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Atlantic/Azores',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Berlin',
  'Africa/Luanda',
  'Africa/Maputo',
  'UTC',
] as const

export type TimeZone = (typeof TIME_ZONES)[number]
