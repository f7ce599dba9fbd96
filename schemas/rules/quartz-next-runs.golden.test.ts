import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import golden from '../../tests/cron-golden/golden.json'
import { isCompared, NEVER_FIRE, READ_LOOSELY, type GoldenCase } from '../../tests/cron-golden/deviations'
import { nextRuns } from './quartz-next-runs'
import { CronSyntaxError } from './quartz-syntax-error'

/**
 * The table was written by real Quartz (tests/cron-golden/Gen.java) in Asia/Shanghai. nextRuns works in the
 * runtime's local zone, like a Quartz scheduler in its JVM's zone, so the test switches this worker's zone to the same
 * one (Node re-reads TZ when it is assigned) and compares absolute instants; the first test proves the switch took.
 */
const cases = golden.cases as GoldenCase[]
const compared = cases.filter(isCompared)
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
      expect(actual, `from ${golden.starts[i]}`).toEqual(runs[i].map((iso) => new Date(iso).toISOString()))
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
