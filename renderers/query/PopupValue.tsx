import { CloseCircleOutlined, ClusterOutlined } from '@ant-design/icons'
import { Input } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { IconButton } from '../core/buttons'
import { openOnKeys } from '../core/open-keys'
import { VALUE_LABEL, type QueryPopup } from './query-line'
import { textOf } from '../core/text-of'

// The report popup and the list renderers it draws with load when a popup value is first opened.
const OnlineReportModal = lazy(() =>
  import('../report/OnlineReportModal').then((module) => ({ default: module.OnlineReportModal })),
)

interface PopupValueProps {
  popup: QueryPopup
  value: unknown
  onChange: (value: string | undefined) => void
}

/** A value chosen from an online report (JSuperQuery's JPopup): several rows give their column's values joined by commas. */
export function PopupValue({ popup, value, onChange }: PopupValueProps) {
  const [open, setOpen] = useState(false)
  const shown = textOf(value)
  return (
    <>
      <Input
        readOnly
        value={shown}
        placeholder="请选择"
        aria-label={VALUE_LABEL}
        prefix={<ClusterOutlined />}
        suffix={
          shown ? (
            <IconButton label="清空" icon={<CloseCircleOutlined />} onClick={() => onChange(undefined)} />
          ) : (
            <span />
          )
        }
        onClick={() => setOpen(true)}
        onKeyDown={openOnKeys(() => setOpen(true))}
      />
      {open && (
        <Suspense fallback={null}>
          <OnlineReportModal
            code={popup.code}
            multi
            groupId="superQuery"
            onOk={(rows) => onChange(rows.map((row) => textOf(row[popup.orgField])).join(',') || undefined)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  )
}
