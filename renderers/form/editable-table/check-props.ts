import { compileExpression, ExpressionError } from '../../core/expression'

export interface PropProblem {
  prop: string
  message: string
}

/**
 * What the page checker finds wrong in an EditableTable's x-component-props: the kinds of the engine's own props
 * and a row condition that does not parse.
 */
export function checkEditableTableProps(props: Record<string, unknown> | undefined): PropProblem[] {
  const problems: PropProblem[] = []
  const { selectable, sendChanges, rowSelectable, sortField, sync } = props ?? {}
  for (const [prop, value] of Object.entries({ selectable, sendChanges })) {
    if (value !== undefined && typeof value !== 'boolean')
      problems.push({ prop, message: `${prop} 应为 true 或 false` })
  }
  if (sortField !== undefined && (typeof sortField !== 'string' || sortField === '')) {
    problems.push({ prop: 'sortField', message: 'sortField 应为行内字段名' })
  }
  if (sync !== undefined && (typeof sync !== 'string' || !/^[\w-]+$/.test(sync)))
    problems.push({ prop: 'sync', message: 'sync 应为页面标识（字母、数字、下划线或连字符）' })
  if (rowSelectable !== undefined) {
    if (typeof rowSelectable !== 'string' || rowSelectable.includes('{{')) {
      problems.push({ prop: 'rowSelectable', message: 'rowSelectable 应为不带 {{ }} 的表达式（可用 record、index）' })
    } else {
      try {
        compileExpression(rowSelectable)
      } catch (error) {
        if (!(error instanceof ExpressionError)) throw error
        problems.push({
          prop: 'rowSelectable',
          message: `表达式有误：${error.reason}（第 ${error.offset} 个字符，${rowSelectable}）`,
        })
      }
    }
  }
  return problems
}
