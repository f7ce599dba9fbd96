import { Alert, Flex, Input, Modal, Tabs } from 'antd'
import { useCallback, useState } from 'react'
import { buildExpression } from './build'
import { CronPreview } from './CronPreview'
import { DayPanel } from './DayPanel'
import { defaultCronState } from './defaults'
import type { BasicUnitKey, CronState } from './model'
import { parseExpression } from './parse'
import type { CronChange } from './state'
import { UnitPanel } from './UnitPanel'
import { UNITS } from './units'
import { WeekPanel } from './WeekPanel'

export interface CronDialogProps {
  /** the expression to start from; empty = defaults */
  value: string
  hideYear?: boolean
  /** 800 by default; 608 for the narrow variant (the original's two dialog widths) */
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

function startSession(value: string, hideYear: boolean): Session {
  const defaults = defaultCronState()
  if (value.trim() === '') return { state: defaults, text: buildExpression(defaults, { hideYear }), problem: null }
  const parsed = parseExpression(value, { hideYear, base: defaults })
  if (!parsed.ok) return { state: defaults, text: value, problem: { kind: parsed.kind, message: parsed.message } }
  // The tabs' own spelling: names become numbers and the year field follows hideYear; the schedule is unchanged.
  return { state: parsed.state, text: buildExpression(parsed.state, { hideYear }), problem: null }
}

/** The "Cron表达式" modal: one tab per field, an editable expression line, and the preview. Mount it to open it. */
export function CronDialog({ value, hideYear = false, width = 800, onOk, onCancel }: CronDialogProps) {
  const [session, setSession] = useState(() => startSession(value, hideYear))
  const { state, text, problem } = session

  const edit = useCallback<CronChange>(
    (change) =>
      setSession((current) => {
        const next = change(current.state)
        return { state: next, text: buildExpression(next, { hideYear }), problem: null }
      }),
    [hideYear],
  )
  const typeExpression = (typed: string) => {
    const parsed = parseExpression(typed, { hideYear, base: state })
    setSession(
      parsed.ok
        ? { state: parsed.state, text: typed, problem: null }
        : { state, text: typed, problem: { kind: parsed.kind, message: parsed.message } },
    )
  }

  const unit = (key: BasicUnitKey) => ({
    key,
    label: UNITS[key].title,
    children: <UnitPanel unitKey={key} unit={state[key]} onChange={edit} />,
  })
  const tabs = [
    unit('second'),
    unit('minute'),
    unit('hour'),
    {
      key: 'day',
      label: UNITS.day.title,
      children: <DayPanel day={state.day} byWeekday={state.week.mode !== 'unset'} onChange={edit} />,
    },
    unit('month'),
    {
      key: 'week',
      label: UNITS.week.title,
      children: <WeekPanel week={state.week} byDay={state.day.mode !== 'unset'} onChange={edit} />,
    },
    ...(hideYear ? [] : [unit('year')]),
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
        <Flex align="center" gap={8}>
          <span style={{ whiteSpace: 'nowrap' }}>表达式</span>
          <Input aria-label="Cron表达式" value={text} onChange={(e) => typeExpression(e.target.value)} />
        </Flex>
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
