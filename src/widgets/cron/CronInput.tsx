import { isField } from '@formily/core'
import { connect, mapProps, mapReadPretty } from '@formily/react'
import { Typography } from 'antd'
import { CronField } from './CronField'
import { describeExpression } from './describe'

function CronText({ value }: { value?: string | null }) {
  if (!value) return <Typography.Text type="secondary">—</Typography.Text>
  let description = ''
  try {
    description = describeExpression(value)
  } catch {
    // an invalid stored value is still shown as is
  }
  return (
    <span>
      <Typography.Text code>{value}</Typography.Text> {description && <Typography.Text type="secondary">{description}</Typography.Text>}
    </span>
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
