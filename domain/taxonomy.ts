export const CATEGORY_STATUSES = ['active', 'inactive'] as const
export type CategoryStatus = (typeof CATEGORY_STATUSES)[number]

/** A new category's chip colours until staff choose: white on the brand's primary blue. */
export const CATEGORY_DEFAULT_TEXT_COLOR = '#FFFFFF'
export const CATEGORY_DEFAULT_BACKGROUND = '#02236B'
