import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import customerList from '@schemas/pages/ipr/CustomerList.json'
import departList from '@schemas/pages/system/DepartList.json'
import { backend, renderSchema, serveSignedInBackend } from '../engine/support'
import { openSelect, renderFieldForm, shownValue } from './support'

serveSignedInBackend()

const AREA = { 'x-component': 'JAreaLinkage' }

/** Clicks an entry of the open cascader's columns. */
async function pickCascade(label: string) {
  await waitFor(() => expect(document.querySelector(`.ant-cascader-menu-item[title="${label}"]`)).not.toBeNull())
  fireEvent.click(document.querySelector(`.ant-cascader-menu-item[title="${label}"]`)!)
}

/** Types `label` into a select box and picks the matching option. */
async function pickOption(box: HTMLElement, label: string) {
  await openSelect(box)
  fireEvent.change(within(box).getByRole('combobox'), { target: { value: label } })
  const option = () =>
    [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].find((item) => item.textContent === label)
  await waitFor(() => expect(option()).toBeDefined())
  fireEvent.click(option()!)
}

describe('area picker (JAreaLinkage)', () => {
  it('picks province, city and district in one cascader and stores the district code', async () => {
    const form = renderFieldForm('area', AREA)
    await waitFor(() => expect(document.querySelector('.ant-select-disabled')).toBeNull())
    await openSelect()
    await pickCascade('广东省')
    await pickCascade('深圳市')
    await pickCascade('南山区')
    await waitFor(() =>
      expect(document.querySelector('.ant-select-selection-item')?.textContent).toBe('广东省 / 深圳市 / 南山区'),
    )
    expect(await form.submit()).toEqual({ area: '440305' })
  })

  it('shows a stored code as its regions', async () => {
    renderFieldForm('area', { ...AREA, default: '110108' })
    await waitFor(() => expect(shownValue()).toBe('北京市 / 市辖区 / 海淀区'))
  })

  it('offers a box per level with type select, each listing the children of the level above', async () => {
    const form = renderFieldForm('area', { ...AREA, 'x-component-props': { type: 'select' } })
    const boxes = () => [...document.querySelectorAll<HTMLElement>('.ant-select')]
    await waitFor(() => expect(boxes()).toHaveLength(3))
    await waitFor(() => expect(boxes()[0]).not.toHaveClass('ant-select-disabled'))
    expect(boxes()[1]).toHaveClass('ant-select-disabled')
    await pickOption(boxes()[0], '浙江省')
    await waitFor(() => expect(boxes()[1]).not.toHaveClass('ant-select-disabled'))
    await pickOption(boxes()[1], '杭州市')
    expect(await form.submit()).toEqual({ area: '330100' })
    await pickOption(boxes()[2], '西湖区')
    expect(await form.submit()).toEqual({ area: '330106' })
    await pickOption(boxes()[0], '江苏省')
    expect(await form.submit()).toEqual({ area: '320000' })
    expect(shownValue(boxes()[1])).toBe('')
  })

  it('reads as the regions’ names where the form is read-only, an address as its text', async () => {
    renderFieldForm('area', { ...AREA, default: '440305', 'x-pattern': 'readPretty' })
    renderFieldForm('address', {
      'x-component': 'AreaAddressInput',
      default: '北京市海淀区中关村大街1号',
      'x-pattern': 'readPretty',
    })
    expect(await screen.findByText('广东省 / 深圳市 / 南山区')).toBeInTheDocument()
    expect(await screen.findByText('北京市海淀区中关村大街1号')).toBeInTheDocument()
    expect(document.querySelector('.ant-select, .ant-cascader, input')).toBeNull()
  })

  it('edits a customer’s 所在地区 as regions and stores the district code', async () => {
    renderSchema(customerList, 'schemas/pages/ipr/CustomerList.json')
    // The first customer the list shows; its district code read through the area table, level by level.
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-table-tbody tr.ant-table-row')
      expect(found).not.toBeNull()
      return found!
    })
    const customer = backend.db
      .table('ipr_customer')
      .list()
      .find((candidate) => row.textContent.includes(String(candidate.customerNo)))!
    const code = String(customer.area)
    const table = (await import('china-area-data/data.json')).default as Record<string, Record<string, string>>
    const [province, city] = [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`]
    const path = code === city ? [province, city] : [province, city, code]
    const names = path.map((level, index) => table[index === 0 ? '86' : path[index - 1]][level])
    fireEvent.click(within(row).getByText('编辑'))
    const dialog = await screen.findByRole('dialog')
    const areaItem = () => within(dialog).getByText('所在地区').closest<HTMLElement>('.ant-formily-item')!
    await waitFor(() => expect(shownValue(areaItem())).toBe(names.join(' / ')))
    // The picker is announced by its label.
    expect(within(areaItem()).getByRole('combobox', { name: '所在地区' })).toBeInTheDocument()
    await openSelect(areaItem())
    await pickCascade('浙江省')
    await pickCascade('杭州市')
    await pickCascade('滨江区')
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(backend.db.table('ipr_customer').get(customer.id)!.area).toBe('330108'))
  })

  it('says Bad type value for any other type', async () => {
    renderFieldForm('area', { ...AREA, 'x-component-props': { type: 'map' } })
    expect(await screen.findByText(/Bad type value/)).toHaveTextContent('map')
  })
})

describe('department address', () => {
  it('edits a department address as regions plus street and saves it as one text', async () => {
    renderSchema(departList, 'schemas/pages/system/DepartList.json')
    const row = (await screen.findByText('北京知识产权服务有限公司')).closest('tr')!
    fireEvent.click(within(row).getByText('编辑'))
    const dialog = await screen.findByRole('dialog')
    // The box stands in disabled, holding the whole text, until the area table has loaded: ask for it afresh.
    const street = () => within(dialog).getByPlaceholderText('请输入详细地址')
    await waitFor(() => expect(street()).toHaveValue('中关村大街27号中关村大厦11层'))
    expect(shownValue(street().closest('.ant-formily-item')!)).toBe('北京市 / 市辖区 / 海淀区')
    fireEvent.change(street(), { target: { value: '中关村大街1号' } })
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() =>
      expect(
        backend.db
          .table('sys_depart')
          .list()
          .find((depart) => depart.departName === '北京知识产权服务有限公司')!.address,
      ).toBe('北京市海淀区中关村大街1号'),
    )
  })
})
