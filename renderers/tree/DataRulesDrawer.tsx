import { App, Button, Checkbox, Drawer, Empty, Space, Spin } from 'antd'
import { useEffect, useState } from 'react'
import type { TreeAssignDataRules } from '../generated/schema-language'
import { useDataProvider } from '../providers/EngineProvider'
import { resolveDeep } from '../core/templates'
import { textOf } from '../core/text-of'

type Node = Record<string, unknown>

/** The tree node whose rules are shown: what the spec's placeholders see as `node`. */
export interface RuleNode {
  key: string
  title: string
}

interface Choice {
  value: string
  label: string
}

/**
 * One node's data rules as checkboxes (JeecgBoot's RoleDataRuleDrawer): loaded with the ids ticked now, saved as the
 * ids ticked when 保存 is pressed. Saving none is allowed, after the same warning the original gives.
 */
export function DataRulesDrawer({
  spec,
  record,
  node,
  onClose,
}: {
  spec: TreeAssignDataRules
  record: Node
  node: RuleNode
  onClose: () => void
}) {
  const { message } = App.useApp()
  const data = useDataProvider()
  const [rules, setRules] = useState<Choice[]>()
  const [checked, setChecked] = useState<string[]>([])
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    const url = String(resolveDeep(spec.api.load, { record, node }))
    // A node without rules answers a refusal (未找到权限配置信息): the drawer then says there is nothing to set.
    data.call({ method: 'get', url, quiet: true }).then(
      (answer) => {
        const result = (answer.success ? answer.result : undefined) as Node | undefined
        const list = (result?.[spec.rulesField ?? 'datarule'] as Node[] | undefined) ?? []
        setRules(
          list.map((rule) => ({
            value: textOf(rule[spec.keyField ?? 'id']),
            label: textOf(rule[spec.titleField ?? 'ruleName']),
          })),
        )
        setChecked(
          textOf(result?.[spec.checkedField ?? 'drChecked'])
            .split(',')
            .filter(Boolean),
        )
      },
      () => setRules([]),
    )
  }, [spec, record, node, data])

  const save = async () => {
    if (checked.length === 0) message.warning('请注意，现未勾选任何数据权限!')
    setSaving(true)
    try {
      const body = resolveDeep(spec.saveBody, { record, node, checkedIds: checked.join(',') }) as Node
      const answer = await data.call({ method: 'post', url: spec.api.save, body })
      if (answer.success) {
        message.success(answer.message || '保存成功')
        onClose()
      } else message.warning(answer.message || '保存失败')
    } catch {
      // The HTTP layer already told the user.
    } finally {
      setSaving(false)
    }
  }

  const title = `数据规则配置：${node.title}`
  return (
    <Drawer
      open
      title={title}
      width={450}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} disabled={!rules?.length} onClick={() => void save()}>
            保存
          </Button>
        </Space>
      }
    >
      {!rules ? (
        <Spin />
      ) : rules.length > 0 ? (
        <div role="group" aria-label={title}>
          <Checkbox.Group
            options={rules}
            value={checked}
            onChange={(values) => setChecked(values.map(String))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </div>
      ) : (
        <Empty description="无配置信息!" />
      )}
    </Drawer>
  )
}
