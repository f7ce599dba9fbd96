import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import golden from '../../../tests/cron-golden/golden.json'
import { nextRuns } from './next-runs'
import { CronSyntaxError } from './syntax-errors'

/**
 * The table was written by real Quartz (tests/cron-golden/Gen.java) in Asia/Shanghai. nextRuns works in the
 * runtime's local zone, like a Quartz scheduler in its JVM's zone, so the test switches this worker's zone to the same
 * one (Node re-reads TZ when it is assigned) and compares absolute instants; the first test proves the switch took.
 */
interface GoldenCase {
  expression: string
  /** one list per start instant */
  runs?: string[][]
  /** Quartz's parse error */
  invalid?: string
  /** Quartz parsed it and getTimeAfter never returned */
  hangs?: boolean
}

/** Quartz parses these but can never fire them; nextRuns names the reason instead (the test proves Quartz found no run). */
const NEVER_FIRE = new Set(['0 0 12 ? * 8#1', '0 0 12 * * ? 2200', '0 0 12 * * ? 1969'])

/**
 * Quartz reads these loosely, silently dropping part of the text: an eighth field, a step after a name, the L after
 * a weekday range, the W after a day range. nextRuns refuses them rather than guess what was meant.
 */
const READ_LOOSELY = new Set([
  '0 0 12 * * ? * 2027',
  '0 0 12 ? * MON-FRI/2',
  '0 0 12 ? JAN/2 *',
  '0 0 12 ? * 1-5L',
  '0 0 12 1-5W * ?',
])

const cases = golden.cases as GoldenCase[]
const compared = cases.filter((c) => c.runs !== undefined && !NEVER_FIRE.has(c.expression) && !READ_LOOSELY.has(c.expression))
const starts = golden.starts.map((iso) => new Date(iso))
const originalZone = process.env.TZ

beforeAll(() => {
  process.env.TZ = golden.timeZone
})
afterAll(() => {
  process.env.TZ = originalZone
})

describe(`nextRuns against Quartz ${golden.quartzVersion} (${cases.length} expressions)`, () => {
  it('runs in the golden table time zone', () => {
    expect(new Date('2026-01-01T00:00:00Z').getHours()).toBe(8)
  })

  it('the table covers at least 40 expressions, valid and invalid', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40)
    expect(cases.filter((c) => c.invalid !== undefined).length).toBeGreaterThan(10)
  })

  it('compares at least 40 expressions run for run', () => {
    expect(compared.length).toBeGreaterThanOrEqual(40)
  })

  it.each(compared)('$expression', ({ expression, runs }) => {
      starts.forEach((start, i) => {
        const actual = nextRuns(expression, golden.count, start, { maxYear: golden.maxYear }).map((d) => d.toISOString())
        expect(actual, `from ${golden.starts[i]}`).toEqual(runs![i].map((iso) => new Date(iso).toISOString()))
      })
  })

  it.each(cases.filter((c) => c.invalid !== undefined))('rejects $expression ($invalid)', ({ expression }) => {
    expect(() => nextRuns(expression, golden.count, starts[0])).toThrow(CronSyntaxError)
  })

  it.each(cases.filter((c) => NEVER_FIRE.has(c.expression)))(
    'rejects $expression, which Quartz parses but never fires',
    ({ expression, runs }) => {
      expect(runs!.every((list) => list.length === 0)).toBe(true)
      expect(() => nextRuns(expression, golden.count, starts[0])).toThrow(CronSyntaxError)
    },
  )

  it.each(cases.filter((c) => c.hangs))('rejects $expression, on which Quartz loops forever', ({ expression }) => {
    expect(() => nextRuns(expression, golden.count, starts[0])).toThrow(CronSyntaxError)
  })

  it.each(cases.filter((c) => READ_LOOSELY.has(c.expression)))(
    'rejects $expression, which Quartz reads loosely',
    ({ expression, runs }) => {
      expect(runs).toBeDefined()
      expect(() => nextRuns(expression, golden.count, starts[0])).toThrow(CronSyntaxError)
    },
  )
})
