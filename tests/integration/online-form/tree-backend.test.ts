// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { ONLINE_FORM_IDS } from '@mocks/areas/online-form/seed'
import { call, serveSignedInAdmin } from '../mocks/support'

const backend = createTestServer()
const admin = serveSignedInAdmin(backend)

const send = async (path: string, method = 'GET', body?: unknown) =>
  (await call(path, { token: admin(), method, body })).body
const TREE = `/online/cgform/api/getTreeData/${ONLINE_FORM_IDS.tree}`
const FORM = `/online/cgform/api/form/${ONLINE_FORM_IDS.tree}`

type TreeRow = { id: string; type_name: string; pid: string; has_child: string }
const names = (answer: { result: { records?: TreeRow[] } }) => (answer.result.records ?? []).map((row) => row.type_name)
const rowNamed = async (name: string, pid = '0'): Promise<TreeRow> => {
  const answer = await send(`${TREE}?pid=${pid}`)
  return (answer.result.records as TreeRow[]).find((row) => row.type_name === name)!
}

describe('tree tables of the built-in online-form backend', () => {
  it('answers the root level paged, a row’s children on asking by its id, and a hit as its root', async () => {
    const roots = await send(`${TREE}?pageNo=1&pageSize=10&column=id&order=asc`)
    expect(roots).toMatchObject({ success: true, code: 0, result: { total: 2 } })
    expect(names(roots).sort()).toEqual(['数码产品', '服装'].sort())
    const digital = (roots.result.records as TreeRow[]).find((row) => row.type_name === '数码产品')!
    expect(digital).toMatchObject({ pid: '0', has_child: '1' })
    const children = await send(`${TREE}?pid=${digital.id}`)
    expect(names(children).sort()).toEqual(['手机', '电脑'].sort())
    const found = await send(`${TREE}?type_name=*智能*`)
    expect(names(found)).toEqual(['数码产品'])
  })

  it('stores a child under its parent, flags the parent, and deletes a row with its descendants', async () => {
    const clothes = await rowNamed('服装')
    const added = await send(FORM, 'POST', { type_name: '衬衫', pid: clothes.id })
    expect(added.success).toBe(true)
    expect((await rowNamed('服装')).has_child).toBe('1')
    const root = await send(FORM, 'POST', { type_name: '图书', pid: '' })
    expect((await rowNamed('图书')).id).toBe(root.result)

    const digital = await rowNamed('数码产品')
    const phones = await rowNamed('手机', digital.id)
    await send(`${FORM}/${digital.id}`, 'DELETE')
    expect(names(await send(`${TREE}?pid=${phones.id}`))).toEqual([])
    expect(names(await send(TREE))).not.toContain('数码产品')

    await send(`${FORM}/${added.result}`, 'DELETE')
    expect((await rowNamed('服装')).has_child).toBe('0')
  })

  it('offers the parent column in the form as a tree select over the table from its roots', async () => {
    const answer = await send(`/online/cgform/api/getFormItem/${ONLINE_FORM_IDS.tree}`)
    expect(answer.result.schema.properties.pid).toMatchObject({
      view: 'sel_tree',
      dict: 'test_shoptype_tree,type_name,id',
      pidField: 'pid',
      pidValue: '0',
      hasChildField: 'has_child',
    })
  })
  it('answers the form’s buttons with the form, and runs one on the values of a row not saved yet', async () => {
    const answer = await send(`/online/cgform/api/getFormItem/${ONLINE_FORM_IDS.tree}`)
    expect(answer.result.cgButtonList.map((button: { buttonCode: string }) => button.buttonCode)).toEqual(['checkName'])
    const run = (extra: Record<string, unknown>) =>
      send('/online/cgform/api/doButton', 'POST', { formId: ONLINE_FORM_IDS.tree, buttonCode: 'checkName', ...extra })
    expect(await run({ dataId: '', uiFormData: { type_name: '图书' } })).toMatchObject({ success: true })
    expect(await run({ dataId: '' })).toMatchObject({ success: false, message: '请先选中一条记录' })
  })
})
