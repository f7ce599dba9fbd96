import { Alert, Flex, Radio } from 'antd'
import { memo } from 'react'
import type { DayMode, DayState } from './model'
import { MODE_GROUP_STYLE, ModeRow, NumberField, SpecifyGrid, VALUE_OPTIONS } from './panel-parts'
import { setMode, setValues, type CronChange } from './state'
import { BEFORE_LAST_BOUNDS, UNITS } from './units'

interface Props {
  day: DayState
  /** the weekday field holds the schedule, so the day is `?` */
  byWeekday: boolean
  onChange: CronChange
}

/** Day of month: the basic modes plus not set (?), nearest weekday (nW), last day (L), last weekday (LW), L-n. */
export const DayPanel = memo(function DayPanel({ day, byWeekday, onChange }: Props) {
  const meta = UNITS.day
  const set = (values: Partial<Omit<DayState, 'mode'>>) => onChange((state) => setValues(state, 'day', values))
  const off = (mode: DayMode) => day.mode !== mode
  return (
    <Flex vertical gap={12}>
      {byWeekday && (
        <Alert type="info" showIcon message="已在“周”中指定执行日，日为“?”；在此选择任一方式将清除“周”的设置" />
      )}
      <Radio.Group
        value={day.mode}
        style={MODE_GROUP_STYLE}
        onChange={(e) => onChange((state) => setMode(state, 'day', e.target.value as DayMode))}
      >
        <Flex vertical gap={12}>
          <ModeRow mode="unset" label="不指定" />
          <ModeRow mode="every" label={meta.every} />
          <ModeRow mode="range" label="周期">
            从
            <NumberField
              label="日周期开始"
              value={day.rangeStart}
              bounds={meta.value}
              disabled={off('range')}
              onChange={(rangeStart) => set({ rangeStart })}
            />
            到
            <NumberField
              label="日周期结束"
              value={day.rangeEnd}
              bounds={meta.value}
              disabled={off('range')}
              onChange={(rangeEnd) => set({ rangeEnd })}
            />
            日
          </ModeRow>
          <ModeRow mode="loop" label="循环">
            从
            <NumberField
              label="日循环开始"
              value={day.loopStart}
              bounds={meta.value}
              disabled={off('loop')}
              onChange={(loopStart) => set({ loopStart })}
            />
            日开始，每
            <NumberField
              label="日循环间隔"
              value={day.loopStep}
              bounds={meta.step}
              disabled={off('loop')}
              onChange={(loopStep) => set({ loopStep })}
            />
            天执行一次
          </ModeRow>
          <ModeRow mode="workday" label="工作日">
            每月
            <NumberField
              label="工作日日期"
              value={day.workday}
              bounds={meta.value}
              disabled={off('workday')}
              onChange={(workday) => set({ workday })}
            />
            号最近的那个工作日
          </ModeRow>
          <ModeRow mode="last" label="本月最后一天" />
          <ModeRow mode="lastWorkday" label="本月最后一个工作日" />
          <ModeRow mode="beforeLast" label="月末前">
            本月最后一天之前
            <NumberField
              label="月末前天数"
              value={day.beforeLast}
              bounds={BEFORE_LAST_BOUNDS}
              disabled={off('beforeLast')}
              onChange={(beforeLast) => set({ beforeLast })}
            />
            天
          </ModeRow>
          <ModeRow mode="specify" label="指定" />
          <SpecifyGrid
            label="指定日"
            options={VALUE_OPTIONS.day}
            value={day.specify}
            disabled={off('specify')}
            onChange={(specify) => set({ specify })}
          />
        </Flex>
      </Radio.Group>
    </Flex>
  )
})
