import { AlignLeftOutlined } from '@ant-design/icons'
import { App, Button, Drawer, Space, Spin, Tree } from 'antd'
import type { Key } from 'react'
import { useEffect, useState } from 'react'
import type { TreeAssign } from '../generated/schema-language'
import { useDataProvider } from '../providers/EngineProvider'
import { resolveDeep, resolveMap } from '../core/templates'
import { textOf } from '../core/text-of'
import { DataRulesDrawer, type RuleNode } from './DataRulesDrawer'

type Node = Record<string, unknown>

interface TreeNode {
  key: string
  title: string
  /** The node has data rules to set (`dataRules.flagField`). */
  hasRules: boolean
  children?: TreeNode[]
}

function toTree(nodes: Node[], spec: TreeAssign): TreeNode[] {
  const flagField = spec.dataRules && (spec.dataRules.flagField ?? 'ruleFlag')
  return nodes.map((node) => {
    const children = node.children as Node[] | undefined
    return {
      key: String(node[spec.keyField ?? 'key']),
      title: textOf(node[spec.titleField ?? 'title']),
      hasRules: !!flagField && !!node[flagField] && node[flagField] !== '0',
      children: children?.length ? toTree(children, spec) : undefined,
    }
  })
}

/**
 * Assigns tree nodes to a record (role permissions, department permissions …): the tree, the keys checked now, and a
 * save call whose body sees checkedIds and lastCheckedIds (comma-joined) beside { record }. With `dataRules`, a node
 * having rules carries a 数据规则 button (a click on its title does the same, as in JeecgBoot) opening them.
 */
export function TreeAssignDrawer({
  spec,
  record,
  title,
  onClose,
}: {
  spec: TreeAssign
  record: Node
  title: string
  onClose: () => void
}) {
  const { message } = App.useApp()
  const data = useDataProvider()
  const [tree, setTree] = useState<TreeNode[]>()
  const [checked, setChecked] = useState<Key[]>([])
  const [last, setLast] = useState<Key[]>([])
  const [saving, setSaving] = useState(false)
  const [rulesOf, setRulesOf] = useState<RuleNode>()

  useEffect(() => {
    const scope = { record }
    Promise.all([
      data.get({ url: spec.api.tree, params: resolveMap(spec.treeParams, scope) }),
      data.get({ url: spec.api.checked, params: resolveMap(spec.checkedParams, scope) }),
    ]).then(
      ([treeAnswer, checkedAnswer]) => {
        const result = treeAnswer.result as Record<string, unknown> | Node[]
        const nodes =
          spec.resultField && !Array.isArray(result) ? (result?.[spec.resultField] as Node[]) : (result as Node[])
        setTree(toTree(nodes ?? [], spec))
        const keys = Array.isArray(checkedAnswer.result) ? (checkedAnswer.result as unknown[]).map(String) : []
        setChecked(keys)
        setLast(keys)
      },
      () => setTree([]),
    )
  }, [spec, record, data])

  const save = async () => {
    setSaving(true)
    try {
      const body = resolveDeep(spec.saveBody ?? {}, {
        record,
        checkedIds: checked.join(','),
        lastCheckedIds: last.join(','),
      }) as Node
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

  return (
    <Drawer
      open
      title={title}
      width={650}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            保存
          </Button>
        </Space>
      }
    >
      {tree ? (
        <Tree
          checkable
          checkStrictly
          defaultExpandAll
          treeData={tree}
          checkedKeys={checked}
          onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
          selectedKeys={rulesOf ? [rulesOf.key] : []}
          onSelect={(_keys, { node }) => node.hasRules && setRulesOf({ key: node.key, title: node.title })}
          titleRender={(node) =>
            node.hasRules ? (
              <>
                {node.title}
                <Button
                  type="link"
                  size="small"
                  icon={<AlignLeftOutlined />}
                  aria-label={`${node.title}的数据规则`}
                  title="数据规则"
                  onClick={(event) => {
                    event.stopPropagation()
                    setRulesOf({ key: node.key, title: node.title })
                  }}
                />
              </>
            ) : (
              node.title
            )
          }
        />
      ) : (
        <Spin />
      )}
      {rulesOf && spec.dataRules && (
        <DataRulesDrawer
          key={rulesOf.key}
          spec={spec.dataRules}
          record={record}
          node={rulesOf}
          onClose={() => setRulesOf(undefined)}
        />
      )}
    </Drawer>
  )
}
