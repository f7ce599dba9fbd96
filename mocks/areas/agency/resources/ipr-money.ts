/** Money is compared in cents, so 0.1 + 0.2 adds up to 0.30 as a person expects. */
export const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100)

/** Cents back to yuan as the number a `decimal(12,2)` column stores. */
export const toYuan = (value: number) => value / 100

/** An amount in cents as a finance clerk reads it in a message: thousands separators and two decimals. */
export const yuanText = (value: number) =>
  (value / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
