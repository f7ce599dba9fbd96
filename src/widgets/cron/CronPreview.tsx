import { Typography } from 'antd'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import { describeExpression } from './describe'
import { nextRuns } from '@schemas/rules/quartz-next-runs'
import { useDebouncedValue } from './use-debounced-value'

/** The preview shows the next 10 run times and is recalculated 500 ms after the last change. */
export const PREVIEW_COUNT = 10
export const PREVIEW_DEBOUNCE_MS = 500

type Preview = { description: string; runs: Date[] } | null

function preview(expression: string): Preview {
  try {
    return { description: describeExpression(expression), runs: nextRuns(expression, PREVIEW_COUNT, new Date()) }
  } catch {
    // the dialog already shows why the expression is invalid
    return null
  }
}

export function CronPreview({ expression }: { expression: string }) {
  const settled = useDebouncedValue(expression, PREVIEW_DEBOUNCE_MS)
  const result = useMemo(() => preview(settled), [settled])
  return (
    <section aria-label="执行预览">
      {result && (
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            <Typography.Text type="secondary">说明：</Typography.Text>
            <span data-testid="cron-description">{result.description}</span>
          </Typography.Paragraph>
          <Typography.Text type="secondary">最近{PREVIEW_COUNT}次运行时间：</Typography.Text>
          {result.runs.length === 0 ? (
            <Typography.Paragraph>该表达式在可计算的年份内不会再执行</Typography.Paragraph>
          ) : (
            <ol aria-label="最近运行时间" style={{ margin: '4px 0 0', paddingLeft: 24, columns: 2 }}>
              {result.runs.map((run) => (
                <li key={run.getTime()}>{dayjs(run).format('YYYY-MM-DD HH:mm:ss')}</li>
              ))}
            </ol>
          )}
          {result.runs.length > 0 && result.runs.length < PREVIEW_COUNT && (
            <Typography.Text type="secondary">此后不再执行</Typography.Text>
          )}
        </>
      )}
    </section>
  )
}
