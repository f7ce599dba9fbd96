import { describe, expect, it } from 'vitest'
import golden from '../../../tests/cron-golden/golden.json'
import { isCompared, NEVER_FIRE, READ_LOOSELY, type GoldenCase } from '../../../tests/cron-golden/deviations'
import { buildExpression } from './build'
import { nextRuns } from '@schemas/rules/quartz-next-runs'
import { parseExpression } from './parse'

/** The dialog disables OK exactly when parseExpression calls an expression invalid: it must agree with Quartz too. */
const cases = golden.cases as GoldenCase[]
const refused = cases.filter(
  (c) => c.invalid !== undefined || c.hangs || NEVER_FIRE.has(c.expression) || READ_LOOSELY.has(c.expression),
)

describe('the builder on the golden table', () => {
  it.each(refused.map((c) => c.expression))('refuses %j', (expression) => {
    expect(parseExpression(expression)).toMatchObject({ ok: false, kind: 'invalid' })
  })

  it.each(cases.filter(isCompared).map((c) => c.expression))(
    'accepts %j; the tabs rebuild it with the same runs',
    (expression) => {
      const parsed = parseExpression(expression)
      if (!parsed.ok) {
        // valid, but beyond what the tabs offer (a mixed list, a year before 2019): kept as typed, with a warning
        expect(parsed.kind).toBe('unsupported')
        return
      }
      const rebuilt = buildExpression(parsed.state)
      for (const start of golden.starts.map((iso) => new Date(iso))) {
        const runs = (text: string) =>
          nextRuns(text, golden.count, start, { maxYear: golden.maxYear }).map((run) => run.getTime())
        expect(runs(rebuilt), `${rebuilt} from ${start.toISOString()}`).toEqual(runs(expression))
      }
    },
  )
})
