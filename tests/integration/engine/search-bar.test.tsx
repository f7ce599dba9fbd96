import { render, screen } from '@testing-library/react'
import { createPortal } from 'react-dom'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { SearchItem } from '@renderers/generated/schema-language'
import { SearchBar } from '@renderers/list/SearchBar'

const FIELDS: SearchItem[] = [
  { field: 'name', title: '客户名称' },
  { field: 'code', title: '客户编号' },
  { field: 'phone', title: '联系电话', advanced: true },
]

function renderBar(initialValues?: Record<string, unknown>) {
  const onSearch = vi.fn()
  const onReset = vi.fn()
  render(<SearchBar fields={FIELDS} initialValues={initialValues} onSearch={onSearch} onReset={onReset} />)
  return { onSearch, onReset }
}

describe('search form', () => {
  it('names each box by its title and searches what is typed when Enter is pressed in a box', async () => {
    const { onSearch } = renderBar()
    await userEvent.type(screen.getByLabelText('客户名称'), '华为')
    await userEvent.type(screen.getByLabelText('客户编号'), 'C-01{Enter}')
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(onSearch).toHaveBeenLastCalledWith({ name: '华为', code: 'C-01' })
  })

  it('searches the advanced items while they are shown and keeps their values while folded away', async () => {
    const { onSearch } = renderBar()
    expect(screen.queryByLabelText('联系电话')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '展开' }))
    await userEvent.type(screen.getByLabelText('联系电话'), '138')
    await userEvent.click(screen.getByRole('button', { name: /^查\s*询$/ }))
    expect(onSearch).toHaveBeenLastCalledWith({ name: undefined, code: undefined, phone: '138' })

    await userEvent.click(screen.getByRole('button', { name: '收起' }))
    await userEvent.click(screen.getByRole('button', { name: /^查\s*询$/ }))
    expect(onSearch).toHaveBeenLastCalledWith({ name: undefined, code: undefined })
    await userEvent.click(screen.getByRole('button', { name: '展开' }))
    expect(screen.getByLabelText('联系电话')).toHaveValue('138')
  })

  it('returns every box to the starting values on 重置', async () => {
    const { onSearch, onReset } = renderBar({ code: 'C' })
    expect(screen.getByLabelText('客户编号')).toHaveValue('C')
    await userEvent.type(screen.getByLabelText('客户名称'), '华为')
    await userEvent.clear(screen.getByLabelText('客户编号'))
    await userEvent.click(screen.getByRole('button', { name: /^重\s*置$/ }))
    expect(onReset).toHaveBeenCalledTimes(1)
    expect(screen.getByLabelText('客户名称')).toHaveValue('')
    expect(screen.getByLabelText('客户编号')).toHaveValue('C')
    expect(onSearch).not.toHaveBeenCalled()
  })

  it('does not submit the form whose field opened it (a picker dialog, drawn in a portal)', async () => {
    const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    const onSearch = vi.fn()
    render(
      <form onSubmit={outerSubmit}>
        {createPortal(<SearchBar fields={FIELDS} onSearch={onSearch} onReset={vi.fn()} />, document.body)}
      </form>,
    )
    await userEvent.type(screen.getByLabelText('客户名称'), '华为{Enter}')
    expect(onSearch).toHaveBeenCalledWith({ name: '华为', code: undefined })
    expect(outerSubmit).not.toHaveBeenCalled()
  })
})
