import { Alert, Flex, Input, Modal, Tabs } from 'antd'
import { useState } from 'react'
import { buildExpression } from './build'
import { CronPreview } from './CronPreview'
import { DayPanel } from './DayPanel'
import { defaultCronState } from './defaults'
import type { CronState } from './model'
import { parseExpression } from './parse'
import { UnitPanel } from './UnitPanel'
import { UNITS } from './units'
import { WeekPanel } from './WeekPanel'

export interface CronDialogProps {
  /** the expression to start from; empty = defaults */
  value: string
  hideYear?: boolean
  /** 800 by default; 608 for the narrow variant (spec §9) */
  width?: number
  onOk: (expression: string) => void
  onCancel: () => void
}

interface Problem {
  kind: 'invalid' | 'unsupported'
  message: string
}

interface Session {
  state: CronState
  text: string
  problem: Problem | null
}

function open(value: string, hideYear: boolean): Session {
  const defaults = defaultCronState()
  if (value.trim() === '') return { state: defaults, text: buildExpression(defaults, { hideYear }), problem: null }
  const parsed = parseExpression(value, { hideYear, base: defaults })
  if (!parsed.ok) return { state: defaults, text: value, problem: parsed }
  // The tabs' own spelling: names become numbers and the year field follows hideYear; the schedule is unchanged.
  return { state: parsed.state, text: buildExpression(parsed.state, { hideYear }), problem: null }
}

/** The "Cron表达式" modal: one tab per field, an editable expression line, and the preview. Mount it to open it. */
export function CronDialog({ value, hideYear = false, width = 800, onOk, onCancel }: CronDialogProps) {
  const [session, setSession] = useState(() => open(value, hideYear))
  const { state, text, problem } = session

  const edit = (next: CronState) => setSession({ state: next, text: buildExpression(next, { hideYear }), problem: null })
  const type = (typed: string) => {
    const parsed = parseExpression(typed, { hideYear, base: state })
    setSession(parsed.ok ? { state: parsed.state, text: typed, problem: null } : { state, text: typed, problem: parsed })
  }

  const panel = { state, onChange: edit }
  const tabs = [
    { key: 'second', label: UNITS.second.title, children: <UnitPanel unitKey="second" {...panel} /> },
    { key: 'minute', label: UNITS.minute.title, children: <UnitPanel unitKey="minute" {...panel} /> },
    { key: 'hour', label: UNITS.hour.title, children: <UnitPanel unitKey="hour" {...panel} /> },
    { key: 'day', label: UNITS.day.title, children: <DayPanel {...panel} /> },
    { key: 'month', label: UNITS.month.title, children: <UnitPanel unitKey="month" {...panel} /> },
    { key: 'week', label: UNITS.week.title, children: <WeekPanel {...panel} /> },
    ...(hideYear ? [] : [{ key: 'year', label: UNITS.year.title, children: <UnitPanel unitKey="year" {...panel} /> }]),
  ]

  return (
    <Modal
      open
      title="Cron表达式"
      width={width}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: problem?.kind === 'invalid' }}
      onOk={() => onOk(text.trim())}
      onCancel={onCancel}
    >
      <Flex vertical gap={12}>
        <Tabs items={tabs} />
        <Input addonBefore="表达式" aria-label="Cron表达式" value={text} onChange={(e) => type(e.target.value)} />
        {problem && (
          <Alert
            type={problem.kind === 'invalid' ? 'error' : 'warning'}
            showIcon
            message={problem.kind === 'invalid' ? 'Cron表达式无效' : '无法在面板中显示'}
            description={problem.message}
          />
        )}
        <CronPreview expression={text} />
      </Flex>
    </Modal>
  )
}
