/** Brazilian CPF: 11 digits (punctuation allowed), not all equal, both check digits right. */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/[.\-\s]/g, '')
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false
  const check = (length: number) => {
    let sum = 0
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i)
    const rest = (sum * 10) % 11
    return rest === 10 ? 0 : rest
  }
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10])
}
