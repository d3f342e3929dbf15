/** Select options whose label is the stored value (the admin panels translate nothing here). */
export const selectOptions = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
