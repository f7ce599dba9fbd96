import { isField } from '@formily/core'
import { connect, mapProps, mapReadPretty } from '@formily/react'
import { Typography } from 'antd'
import dayjs from 'dayjs'
import { CronField } from './CronField'
import { describeExpression } from './describe'
import { nextRuns } from '@schemas/rules/quartz-next-runs'

const SHOWN_RUNS = 5

/** Description and upcoming runs of a stored expression; an invalid one is still shown as it is. */
function scheduleOf(value: string): { description: string; runs: Date[] } {
  try {
    return { description: describeExpression(value), runs: nextRuns(value, SHOWN_RUNS, new Date()) }
  } catch {
    return { description: '', runs: [] }
  }
}

/** Read-pretty mode (a job's detail view): the expression, what it means and when it fires next. */
function CronText({ value }: { value?: string | null }) {
  if (!value) return <Typography.Text type="secondary">—</Typography.Text>
  const { description, runs } = scheduleOf(value)
  return (
    <div>
      <Typography.Text code>{value}</Typography.Text>{' '}
      {description && <Typography.Text type="secondary">{description}</Typography.Text>}
      {runs.length > 0 && (
        <div aria-label="接下来的运行时间" style={{ marginTop: 4 }}>
          <Typography.Text type="secondary">接下来的运行时间：</Typography.Text>
          <ol style={{ margin: 0, paddingLeft: 20 }}>
            {runs.map((run) => (
              <li key={run.getTime()}>{dayjs(run).format('YYYY-MM-DD HH:mm:ss')}</li>
            ))}
          </ol>
        </div>
      )}
    </div>
  )
}

/**
 * CronField for Formily schemas (`"x-component": "CronInput"`): the field's value and pattern come from Formily,
 * a field with errors gets the error border, and read-pretty mode shows the expression with its description.
 */
export const CronInput = connect(
  CronField,
  mapProps((props, field) => ({
    ...props,
    status: isField(field) && field.selfErrors.length > 0 ? ('error' as const) : props.status,
  })),
  mapReadPretty(CronText),
)
