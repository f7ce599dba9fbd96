export const STRENGTH_LABELS = ['强度：太短', '强度：中', '强度：强'] as const

/** 0 weak (short or a single character class), 1 medium (letters and digits), 2 strong (also other symbols or mixed case, 10+). */
export function passwordStrength(password: string): 0 | 1 | 2 {
  if (password.length < 8) return 0
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(password)).length
  const hasLetterAndDigit = /[A-Za-z]/.test(password) && /\d/.test(password)
  if (!hasLetterAndDigit) return 0
  return classes >= 3 && password.length >= 10 ? 2 : 1
}
