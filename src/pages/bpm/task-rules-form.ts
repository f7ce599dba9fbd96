import type { FormHandler } from '@renderers'
import { actProcessModelsEdit } from '@/generated/api/workflow'
import { http } from '@/http'
import { bpmApi } from './api'
import { readTaskRules, writeTaskRules, type RuleKind, type TaskRule } from './task-rules'

/**
 * A rule as a row of the 分配规则 form (`schemas/pages/bpm/ModelList.json`): its values, comma-joined, under the field
 * named like its kind, the one cell the row shows for that kind (users, roles, dept, expression). The kinds the engine
 * works out alone have no field.
 */
type RuleRow = Pick<TaskRule, 'id' | 'name' | 'kind'> & Partial<Record<RuleKind, string>>

const NEEDS_VALUES: ReadonlySet<RuleKind> = new Set(['users', 'roles', 'dept', 'expression'])

const rowOf = ({ id, name, kind, values }: TaskRule): RuleRow =>
  NEEDS_VALUES.has(kind) ? { id, name, kind, [kind]: values.join(',') } : { id, name, kind }

const ruleOf = ({ id, name, kind, ...cells }: RuleRow): TaskRule => ({
  id,
  name,
  kind,
  values: (cells[kind] ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean),
})

/**
 * 分配规则 of a process model (流程模型's row): who does each user task, read from the model's XML and written back
 * into it (the designer's task attributes, `task-rules.ts`), then saved by the model's edit endpoint as the designer
 * saves. The save reads the XML again, so a design saved meanwhile keeps everything but the rules.
 */
export const taskRulesForm: FormHandler = {
  load: async (record) => ({ rules: readTaskRules(await bpmApi.modelXml(String(record.id))).map(rowOf) }),
  save: async (record, values) => {
    const id = String(record.id)
    const [model, xml] = await Promise.all([bpmApi.model(id), bpmApi.modelXml(id)])
    const rules = ((values.rules ?? []) as RuleRow[]).map(ruleOf)
    const { key, name, flavour } = model
    return actProcessModelsEdit(http, { id, key, name, flavour, xml: writeTaskRules(xml, flavour, rules) })
  },
}
