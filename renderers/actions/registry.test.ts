import { describe, expect, it } from 'vitest'
import { actionOf } from '../../tests/support/action-context'
import { actionKindOf, registerAction, titleOf } from './registry'

const KINDS = ['add', 'edit', 'detail', 'delete', 'deleteBatch', 'exportXls', 'importExcel', 'call', 'form']
const MORE_KINDS = ['listDrawer', 'treeAssign', 'link', 'overlay']

describe('the action registry', () => {
  it('holds every built-in kind under its schema-language name', () => {
    for (const name of [...KINDS, ...MORE_KINDS]) expect(actionKindOf(name), name).toBeDefined()
  })

  it('runs no kind under an old spelling: the schema check names the new one instead', () => {
    for (const name of ['batchDelete', 'export', 'import', 'custom-api', 'list-drawer', 'tree-assign'])
      expect(actionKindOf(name), name).toBeUndefined()
  })

  it('knows no kind by an unregistered name', () => {
    expect(actionKindOf('fax')).toBeUndefined()
  })

  it('titles an action by its own label, else by its kind', () => {
    expect(titleOf(actionOf('deleteBatch'))).toBe('批量删除')
    expect(titleOf(actionOf('deleteBatch', { title: '删除所选' }))).toBe('删除所选')
  })

  it('takes kinds registered at run time', () => {
    const stamp = { title: '盖章', run: () => undefined }
    registerAction('stamp', stamp)
    expect(actionKindOf('stamp')).toBe(stamp)
  })
})
