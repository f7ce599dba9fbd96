/** What a number cell accepts while typing: an optional minus, digits and one decimal point. */
export const isNumberDraft = (text: string): boolean => /^-?\d*\.?\d*$/.test(text)

/**
 * The value a number cell keeps when it loses focus: a number for valid text, undefined (empty) otherwise; a money
 * cell keeps two decimals at most.
 */
export function settleNumber(text: string, money: boolean): number | undefined {
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return undefined
  const number = Number(text)
  return money ? Math.round(number * 100) / 100 : number
}
