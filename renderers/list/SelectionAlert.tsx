import { Alert } from 'antd'
import { LinkButton } from '../core/buttons'

interface SelectionAlertProps {
  count: number
  onClear: () => void
  /** A 刷新 link, for lists without a search form to reload from (the online-report popup). */
  onRefresh?: () => void
}

/** The 已选择 N 项 / 清空 line above a table with row selection. */
export function SelectionAlert({ count, onClear, onRefresh }: SelectionAlertProps) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={
        <>
          <span>{`已选择 ${count} 项`}</span>
          <LinkButton style={{ marginLeft: 24 }} onClick={onClear}>
            清空
          </LinkButton>
          {onRefresh && (
            <LinkButton style={{ marginLeft: 24 }} onClick={onRefresh}>
              刷新
            </LinkButton>
          )}
        </>
      }
    />
  )
}
