import type { Draw } from './names'

/**
 * A CNIPA application number since 2003: year, type digit (1 invention, 2 utility model, 3 design; 8/9 PCT entries),
 * a 7-digit serial and, after the dot, the check character over the 12 digits (weights 2…9 repeating, mod 11,
 * 10 written X) — e.g. 202310123456.7.
 */
export function patentApplicationNo(draw: Draw, year: number, patentType: string): string {
  const body = `${year}${patentType}${draw.digits(7)}`
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * weights[index], 0)
  const check = sum % 11
  return `${body}.${check === 10 ? 'X' : String(check)}`
}

/** A granted patent is cited as ZL + its application number. */
export const patentNo = (applicationNo: string) => `ZL${applicationNo}`

/** Chinese trademark applications and registrations share one number: 8 digits, in the 60–80 million range lately. */
export const trademarkNo = (draw: Draw) => `${draw.int(60, 79)}${draw.digits(6)}`

/** 软件著作权登记号: year + SR + 7-digit serial, e.g. 2023SR0123456. */
export const softwareRegistrationNo = (draw: Draw, year: number) => `${year}SR${draw.digits(7)}`

/** 作品登记号: 国作登字-year-category letter-8-digit serial (A 文字, F 美术, G 摄影, I 视听, B 音乐, J 图形). */
const WORK_LETTERS: Readonly<Record<string, string>> = { '2': 'A', '3': 'F', '4': 'G', '5': 'I', '6': 'B', '7': 'J' }
export const workRegistrationNo = (draw: Draw, year: number, copyrightType: string) =>
  `国作登字-${year}-${WORK_LETTERS[copyrightType] ?? 'L'}-${draw.digits(8)}`

/** 软著受理号 as the 中国版权保护中心 prints it: year + R11L + 7 digits. */
export const copyrightAcceptNo = (draw: Draw, year: number) => `${year}R11L${draw.digits(7)}`

/** A tracking number in each company's own shape. */
const TRACKING: Readonly<Record<string, (draw: Draw) => string>> = {
  SF: (draw) => `SF${draw.digits(13)}`,
  EMS: (draw) => `1${draw.digits(12)}`,
  JD: (draw) => `JD${draw.digits(13)}`,
  ZTO: (draw) => `7${draw.digits(11)}`,
  YTO: (draw) => `YT${draw.digits(13)}`,
  STO: (draw) => `77${draw.digits(11)}`,
  YD: (draw) => `43${draw.digits(11)}`,
  DBL: (draw) => `DPK${draw.digits(12)}`,
}
export const trackingNo = (draw: Draw, company: string) => (TRACKING[company] ?? TRACKING.SF)(draw)
