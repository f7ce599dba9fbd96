import { parseCronSyntax } from '@schemas/rules/quartz-syntax'
import type { CronAst, CronItem } from '@schemas/rules/quartz-syntax-types'
import { weekdayName } from './units'

interface Words {
  /** a loop from this value reads as a plain "every n"; only for units that restart at 0 */
  implicitStart: number | null
  every: string
  value: (v: number) => string
  step: (n: number) => string
}

const SECOND: Words = { implicitStart: 0, every: '每秒', value: (v) => `${v}秒`, step: (n) => `每${n}秒` }
const MINUTE: Words = { implicitStart: 0, every: '每分钟', value: (v) => `${v}分`, step: (n) => `每${n}分钟` }
const HOUR: Words = { implicitStart: 0, every: '每小时', value: (v) => `${v}点`, step: (n) => `每${n}小时` }
const DAY: Words = { implicitStart: null, every: '每天', value: (v) => `${v}日`, step: (n) => `每${n}天` }
const MONTH: Words = { implicitStart: null, every: '每月', value: (v) => `${v}月`, step: (n) => `每${n}个月` }
const WEEKDAY: Words = { implicitStart: null, every: '每天', value: weekdayName, step: (n) => `每${n}天` }
const YEAR: Words = { implicitStart: null, every: '每年', value: (v) => `${v}年`, step: (n) => `每${n}年` }

const ORDINALS = ['一', '二', '三', '四', '五']

function isEvery(items: CronItem[]): boolean {
  return items.length === 1 && items[0].start === null && items[0].step === null
}

function single(items: CronItem[]): number | null {
  return items.length === 1 && items[0].end === null && items[0].step === null ? items[0].start : null
}

function itemText({ start, end, step }: CronItem, words: Words): string {
  if (start === null) return step === null ? words.every : words.step(step)
  const from = end === null ? words.value(start) : `${words.value(start)}至${words.value(end)}`
  if (step === null) return from
  if (end === null) return start === words.implicitStart ? words.step(step) : `从${from}起${words.step(step)}`
  return `${from}${words.step(step)}`
}

function itemsText(items: CronItem[], words: Words): string {
  return items.map((item) => itemText(item, words)).join('、')
}

const pad = (n: number) => String(n).padStart(2, '0')

function isPlainStep(items: CronItem[]): boolean {
  return items.length === 1 && items[0].start === null && items[0].step !== null
}

/** The time-of-day phrase, and whether it is a plain clock time (which reads "…的12:00:00"). */
function timeText(ast: CronAst): { text: string; clock: boolean } {
  const [h, m, s] = [single(ast.hour), single(ast.minute), single(ast.second)]
  if (h !== null && m !== null && s !== null) return { text: `${pad(h)}:${pad(m)}:${pad(s)}`, clock: true }
  if (h !== null && m !== null) return { text: `${h}:${pad(m)}的${itemsText(ast.second, SECOND)}`, clock: false }
  // "every hour" says nothing when the minutes below already repeat all hour long (same for minutes over seconds)
  const implied = (items: CronItem[], below: CronItem[]) => isEvery(items) && (isEvery(below) || isPlainStep(below))
  const parts: string[] = []
  if (!implied(ast.hour, ast.minute)) parts.push(itemsText(ast.hour, HOUR))
  if (m !== null && s !== null)
    return { text: parts.join('的') + (m === 0 && s === 0 ? '整点' : `的${m}分${s}秒`), clock: false }
  if (!implied(ast.minute, ast.second)) parts.push(itemsText(ast.minute, MINUTE))
  // second 0 of a repeating minute is simply "on the minute"
  if (s !== 0) parts.push(itemsText(ast.second, SECOND))
  return { text: parts.join('的'), clock: false }
}

function dayText(ast: CronAst): { text: string; monthly: boolean } {
  const dom = ast.dayOfMonth
  const dow = ast.dayOfWeek
  switch (dom.kind) {
    case 'list':
      return isEvery(dom.items) ? { text: '每天', monthly: false } : { text: itemsText(dom.items, DAY), monthly: true }
    case 'last': {
      const base = dom.offset === 0 ? '最后一天' : `最后一天前${dom.offset}天`
      return { text: dom.weekday ? (dom.offset === 0 ? '最后一个工作日' : `${base}最近的工作日`) : base, monthly: true }
    }
    case 'nearestWeekday':
      return { text: `离${dom.day}日最近的工作日`, monthly: true }
    case 'any':
      break
  }
  switch (dow.kind) {
    case 'nth':
      return { text: `第${ORDINALS[dow.nth - 1]}个${weekdayName(dow.weekday)}`, monthly: true }
    case 'lastOf':
      return { text: `最后一个${weekdayName(dow.weekday)}`, monthly: true }
    case 'list':
      return { text: isEvery(dow.items) ? '每天' : `每周${itemsText(dow.items, WEEKDAY)}`, monthly: false }
    case 'any':
      return { text: '', monthly: false }
  }
}

/** A one-line Chinese description of a Quartz expression, e.g. 每月第三个星期五的12:00:00执行. Throws CronSyntaxError. */
export function describeExpression(expression: string): string {
  const ast = parseCronSyntax(expression)
  const year = ast.year === null || isEvery(ast.year) ? '' : itemsText(ast.year, YEAR)
  const day = dayText(ast)
  const month = isEvery(ast.month) ? (day.monthly ? '每月' : '') : itemsText(ast.month, MONTH)
  const time = timeText(ast)
  return `${year}${month}${day.text}${time.clock ? '的' : ''}${time.text}执行`
}
