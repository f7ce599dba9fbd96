/**
 * Whether an .xlsx number format shows its number as a date or time. An .xlsx stores a date as a plain serial
 * number; only the cell's style (`s` → `<cellXfs>` → `numFmtId`) tells it apart from a number, as
 * `DateUtil.isCellDateFormatted` does for AutoPoi.
 */

/**
 * Built-in formats with no `<numFmt>` entry: 14–22 and 45–47 in every locale (`m/d/yyyy`, `h:mm`, `mm:ss`…), and
 * 27–36 and 50–58, which a Chinese, Japanese or Korean Excel shows as dates (`yyyy"年"m"月"d"日"`…).
 */
const BUILT_IN_DATE_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
])

/**
 * A custom format code is a date when its first section, once quoted literals (`"年"`), escaped characters (`\-`),
 * padding (`_)`, `* `) and bracketed colours and locales (`[Red]`, `[$-804]`) are set aside, still has a date or
 * time letter. Elapsed times (`[h]:mm`) keep their `mm` outside the brackets.
 */
function isDateCode(code: string): boolean {
  const section = code.split(';')[0]
  const bare = section
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
    .replace(/\[[^\]]*\]/g, '')
  return /[ymdhs]/i.test(bare)
}

export function isDateFormat(numFmtId: number, formatCode: string | undefined): boolean {
  return formatCode === undefined ? BUILT_IN_DATE_IDS.has(numFmtId) : isDateCode(formatCode)
}
