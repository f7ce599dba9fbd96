import { Alert, App, Input, Modal, Select, Spin, Table } from 'antd'
import { useEffect, useState } from 'react'
import type { OverlayProps } from '@renderers'
import type { FlavourName } from '@/widgets/bpmn/flavours'
import { bpmApi } from './api'
import { readTaskRules, RULE_KINDS, writeTaskRules, type RuleKind, type TaskRule } from './task-rules'
import { useRuleChoices, type RuleChoices } from './task-rule-choices'

type Loaded = { xml: string; flavour: FlavourName; key: string; name: string }

/** The picker of a rule's value, by its kind; the kinds the engine works out alone need none. */
function RuleValue({
  rule,
  choices,
  onChange,
}: {
  rule: TaskRule
  choices: RuleChoices
  onChange: (values: string[]) => void
}) {
  const label = `${rule.name}的办理人`
  if (rule.kind === 'expression')
    return (
      <Input
        aria-label={label}
        addonBefore="${"
        addonAfter="}"
        placeholder="记录中保存用户账号的字段，如 handler"
        value={rule.values[0]}
        onChange={(event) => onChange(event.target.value.trim() ? [event.target.value.trim()] : [])}
      />
    )
  const options = { users: choices.users, roles: choices.roles, dept: choices.departs }[rule.kind as string]
  if (!options) return null
  return (
    <Select
      aria-label={label}
      mode={rule.kind === 'dept' ? undefined : 'multiple'}
      showSearch
      optionFilterProp="label"
      style={{ width: '100%' }}
      placeholder="请选择"
      options={options}
      value={rule.kind === 'dept' ? rule.values[0] : rule.values}
      onChange={(value: string | string[]) => onChange(([] as string[]).concat(value ?? []))}
    />
  )
}

/** The rules that name nobody although their kind needs someone. */
const incomplete = (rules: TaskRule[]) =>
  rules.filter((rule) => ['users', 'roles', 'dept', 'expression'].includes(rule.kind) && !rule.values.length)

/**
 * 分配规则 of a process model (流程模型's row): who does each user task, read from the model's XML and written back
 * into it (the designer's task attributes), then saved by the model's edit endpoint like the designer saves.
 */
export default function TaskRulesOverlay({ record, onClose, onChanged }: OverlayProps) {
  const { message } = App.useApp()
  const id = String(record.id)
  const [loaded, setLoaded] = useState<Loaded>()
  const [failed, setFailed] = useState<string>()
  const [rules, setRules] = useState<TaskRule[]>([])
  const [saving, setSaving] = useState(false)
  const choices = useRuleChoices()

  useEffect(() => {
    let alive = true
    Promise.all([bpmApi.model(id), bpmApi.modelXml(id)]).then(
      ([model, xml]) => {
        if (!alive) return
        setLoaded({ xml, flavour: model.flavour, key: model.key, name: model.name })
        setRules(readTaskRules(xml))
      },
      (error: Error) => alive && setFailed(error.message),
    )
    return () => {
      alive = false
    }
  }, [id])

  const change = (taskId: string, patch: Partial<TaskRule>) =>
    setRules((all) => all.map((rule) => (rule.id === taskId ? { ...rule, ...patch } : rule)))

  const save = async () => {
    if (!loaded) return
    const missing = incomplete(rules)
    if (missing.length) return void message.warning(`请选择「${missing[0].name}」的办理人`)
    setSaving(true)
    try {
      const xml = writeTaskRules(loaded.xml, loaded.flavour, rules)
      await bpmApi.editModel(id, { key: loaded.key, name: loaded.name, flavour: loaded.flavour, xml })
      message.success('保存成功')
      onChanged()
      onClose()
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open
      width={900}
      title={`分配规则：${String(record.name)}`}
      okText="保存"
      confirmLoading={saving}
      okButtonProps={{ disabled: !loaded }}
      onOk={() => void save()}
      onCancel={onClose}
    >
      {failed ? (
        <Alert type="error" message={failed} />
      ) : !loaded ? (
        <Spin />
      ) : rules.length === 0 ? (
        <Alert type="info" message="该流程没有用户任务" />
      ) : (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={rules}
          columns={[
            { title: '节点', dataIndex: 'name', width: 160 },
            {
              title: '分配方式',
              width: 220,
              render: (_: unknown, rule: TaskRule) => (
                <Select
                  aria-label={`${rule.name}的分配方式`}
                  style={{ width: '100%' }}
                  options={RULE_KINDS}
                  value={rule.kind}
                  onChange={(kind: RuleKind) => change(rule.id, { kind, values: [] })}
                />
              ),
            },
            {
              title: '办理人',
              render: (_: unknown, rule: TaskRule) => (
                <RuleValue rule={rule} choices={choices} onChange={(values) => change(rule.id, { values })} />
              ),
            },
          ]}
        />
      )}
    </Modal>
  )
}
