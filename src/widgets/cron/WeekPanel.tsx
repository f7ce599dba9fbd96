import { Alert, Flex, Radio } from 'antd'
import { memo } from 'react'
import type { WeekMode, WeekState } from './model'
import { MODE_GROUP_STYLE, ModeRow, NumberField, SpecifyGrid, WEEKDAY_OPTIONS, WeekdaySelect } from './panel-parts'
import { setMode, setValues, type CronChange } from './state'
import { NTH_BOUNDS, UNITS } from './units'

interface Props {
  week: WeekState
  /** the day-of-month field holds the schedule, so the weekday is `?` */
  byDay: boolean
  onChange: CronChange
}

/** Weekday: not set (?), every, range, loop, specify, the k-th weekday (n#k) and the last weekday of the month (nL). */
export const WeekPanel = memo(function WeekPanel({ week, byDay, onChange }: Props) {
  const set = (values: Partial<Omit<WeekState, 'mode'>>) => onChange((state) => setValues(state, 'week', values))
  const off = (mode: WeekMode) => week.mode !== mode
  return (
    <Flex vertical gap={12}>
      {byDay && (
        <Alert type="info" showIcon message="已在“日”中指定执行日，周为“?”；在此选择任一方式将清除“日”的设置" />
      )}
      <Radio.Group
        value={week.mode}
        style={MODE_GROUP_STYLE}
        onChange={(e) => onChange((state) => setMode(state, 'week', e.target.value as WeekMode))}
      >
        <Flex vertical gap={12}>
          <ModeRow mode="unset" label="不指定" />
          <ModeRow mode="every" label={UNITS.week.every} />
          <ModeRow mode="range" label="周期">
            从
            <WeekdaySelect
              label="周周期开始"
              value={week.rangeStart}
              disabled={off('range')}
              onChange={(rangeStart) => set({ rangeStart })}
            />
            到
            <WeekdaySelect
              label="周周期结束"
              value={week.rangeEnd}
              disabled={off('range')}
              onChange={(rangeEnd) => set({ rangeEnd })}
            />
          </ModeRow>
          <ModeRow mode="loop" label="循环">
            从
            <WeekdaySelect
              label="周循环开始"
              value={week.loopStart}
              disabled={off('loop')}
              onChange={(loopStart) => set({ loopStart })}
            />
            开始，每
            <NumberField
              label="周循环间隔"
              value={week.loopStep}
              bounds={UNITS.week.step}
              disabled={off('loop')}
              onChange={(loopStep) => set({ loopStep })}
            />
            天执行一次
          </ModeRow>
          <ModeRow mode="nth" label="第几个">
            本月第
            <NumberField
              label="周序号"
              value={week.nth}
              bounds={NTH_BOUNDS}
              disabled={off('nth')}
              onChange={(nth) => set({ nth })}
            />
            个
            <WeekdaySelect
              label="第几个星期几"
              value={week.nthWeekday}
              disabled={off('nth')}
              onChange={(nthWeekday) => set({ nthWeekday })}
            />
          </ModeRow>
          <ModeRow mode="lastOfMonth" label="本月最后一个">
            <WeekdaySelect
              label="最后一个星期几"
              value={week.lastWeekday}
              disabled={off('lastOfMonth')}
              onChange={(lastWeekday) => set({ lastWeekday })}
            />
          </ModeRow>
          <ModeRow mode="specify" label="指定" />
          <SpecifyGrid
            label="指定星期"
            options={WEEKDAY_OPTIONS}
            wide
            value={week.specify}
            disabled={off('specify')}
            onChange={(specify) => set({ specify })}
          />
        </Flex>
      </Radio.Group>
    </Flex>
  )
})
