import { describe, expect, it } from 'vitest'
import { actionOf } from '../../tests/support/action-context'
import { actionKindOf, registerAction, titleOf } from './registry'

const KINDS = ['add', 'edit', 'detail', 'delete', 'deleteBatch', 'exportXls', 'importExcel', 'call', 'form']
const MORE_KINDS = ['listDrawer', 'treeAssign', 'link', 'overlay']

describe('the action registry', () => {
  it('holds every built-in kind under its schema-language name', () => {
    for (const name of [...KINDS, ...MORE_KINDS]) expect(actionKindOf(name), name).toBeDefined()
  })

  it('reads the names of schemas not yet migrated as the new ones', () => {
    expect(actionKindOf('batchDelete')).toBe(actionKindOf('deleteBatch'))
    expect(actionKindOf('export')).toBe(actionKindOf('exportXls'))
    expect(actionKindOf('import')).toBe(actionKindOf('importExcel'))
    expect(actionKindOf('custom-api')).toBe(actionKindOf('call'))
    expect(actionKindOf('list-drawer')).toBe(actionKindOf('listDrawer'))
    expect(actionKindOf('tree-assign')).toBe(actionKindOf('treeAssign'))
  })

  it('knows no kind by an unregistered name', () => {
    expect(actionKindOf('print')).toBeUndefined()
  })

  it('titles an action by its own label, else by its kind', () => {
    expect(titleOf(actionOf('deleteBatch'))).toBe('批量删除')
    expect(titleOf(actionOf('deleteBatch', { label: '删除所选' }))).toBe('删除所选')
  })

  it('takes kinds registered at run time', () => {
    const stamp = { title: '盖章', run: () => undefined }
    registerAction('stamp', stamp)
    expect(actionKindOf('stamp')).toBe(stamp)
  })
})
