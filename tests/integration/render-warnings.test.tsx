import { render } from '@testing-library/react'
import { Input, TreeSelect } from 'antd'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { takeRenderWarnings } from '../support/render-warnings'

/** Calls `during` while it renders. */
function Setter({ during }: { during: () => void }) {
  during()
  return null
}

/** Its child sets its state while the child renders, the defect React warns about. */
function Neighbours() {
  const [count, setCount] = useState(0)
  return (
    <>
      <span>{count}</span>
      <Setter during={() => count === 0 && setCount(1)} />
    </>
  )
}

describe('warnings of a defect in the integration tests', () => {
  it("catch antd's deprecations, for the setup to fail the test that drew one", () => {
    takeRenderWarnings()
    // `bordered` is drawn by no page (it would fail that page's tests), so antd has not printed it in this worker yet.
    render(<Input bordered={false} aria-label="名称" />)
    expect(takeRenderWarnings()).toEqual([
      expect.stringContaining('[antd: Input] `bordered` is deprecated. Please use `variant` instead.'),
    ])
  })

  it("catch React's state change of one component made while another renders, naming both", () => {
    takeRenderWarnings()
    render(<Neighbours />)
    expect(takeRenderWarnings()).toEqual([
      expect.stringContaining(
        'Cannot update a component (`Neighbours`) while rendering a different component (`Setter`)',
      ),
    ])
  })

  it('catch a tree option whose key is not its value, which rc-tree-select would know by the value', () => {
    takeRenderWarnings()
    render(<TreeSelect aria-label="分类" open treeData={[{ key: 'k-1', value: 'v-1', title: '商标类型' }]} />)
    expect(takeRenderWarnings()).toEqual([
      expect.stringContaining(
        '`key` or `value` with TreeNode must be the same or you can remove one of them. key: k-1',
      ),
    ])
  })

  it('leave other warnings alone', () => {
    console.error('Warning: [antd: Tooltip] `zIndex` is over design token `zIndexPopupBase` too much.')
    expect(takeRenderWarnings()).toEqual([])
  })
})
