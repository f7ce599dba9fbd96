const VALUE = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 3 })
const PERCENT = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 })

/** A value as tooltips show it: digits grouped by thousands, up to the three decimals a scaled series keeps. */
export const formatValue = (value: number): string => VALUE.format(value)

/** A share in percent as a pie's tooltip shows it: up to two decimals, none when whole (50, 33.33). */
export const formatPercent = (percent: number): string => PERCENT.format(percent)
