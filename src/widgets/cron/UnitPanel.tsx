import { Flex, Radio, Select } from 'antd'
import { memo } from 'react'
import type { BasicMode, BasicUnitKey, UnitState } from './model'
import { MODE_GROUP_STYLE, ModeRow, NumberField, SpecifyGrid, VALUE_OPTIONS } from './panel-parts'
import { setMode, setValues, type CronChange } from './state'
import { UNITS } from './units'

interface Props {
  unitKey: BasicUnitKey
  unit: UnitState
  onChange: CronChange
}

/** Second, minute, hour, month and year: every, range (start–end), loop (start / interval), specify (list). */
export const UnitPanel = memo(function UnitPanel({ unitKey, unit, onChange }: Props) {
  const meta = UNITS[unitKey]
  const set = (values: Partial<Omit<UnitState, 'mode'>>) => onChange((state) => setValues(state, unitKey, values))
  const off = (mode: BasicMode) => unit.mode !== mode
  return (
    <Radio.Group
      value={unit.mode}
      style={MODE_GROUP_STYLE}
      onChange={(e) => onChange((state) => setMode(state, unitKey, e.target.value as BasicMode))}
    >
      <Flex vertical gap={12}>
        <ModeRow mode="every" label={meta.every} />
        <ModeRow mode="range" label="周期">
          从
          <NumberField
            label={`${meta.title}周期开始`}
            value={unit.rangeStart}
            bounds={meta.value}
            disabled={off('range')}
            onChange={(rangeStart) => set({ rangeStart })}
          />
          到
          <NumberField
            label={`${meta.title}周期结束`}
            value={unit.rangeEnd}
            bounds={meta.value}
            disabled={off('range')}
            onChange={(rangeEnd) => set({ rangeEnd })}
          />
          {meta.valueUnit}
        </ModeRow>
        <ModeRow mode="loop" label="循环">
          从
          <NumberField
            label={`${meta.title}循环开始`}
            value={unit.loopStart}
            bounds={meta.value}
            disabled={off('loop')}
            onChange={(loopStart) => set({ loopStart })}
          />
          {meta.valueUnit}开始，每
          <NumberField
            label={`${meta.title}循环间隔`}
            value={unit.loopStep}
            bounds={meta.step}
            disabled={off('loop')}
            onChange={(loopStep) => set({ loopStep })}
          />
          {meta.stepUnit}执行一次
        </ModeRow>
        <ModeRow mode="specify" label="指定" />
        {unitKey === 'year' ? (
          <Select
            aria-label="指定年份"
            mode="multiple"
            style={{ marginLeft: 24, maxWidth: 480 }}
            placeholder="请选择年份"
            value={unit.specify}
            disabled={off('specify')}
            onChange={(specify: number[]) => set({ specify })}
            options={VALUE_OPTIONS[unitKey]}
          />
        ) : (
          <SpecifyGrid
            label={`指定${meta.title}`}
            options={VALUE_OPTIONS[unitKey]}
            value={unit.specify}
            disabled={off('specify')}
            onChange={(specify) => set({ specify })}
          />
        )}
      </Flex>
    </Radio.Group>
  )
})
