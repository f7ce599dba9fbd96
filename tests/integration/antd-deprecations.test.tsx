import { render } from '@testing-library/react'
import { Input } from 'antd'
import { describe, expect, it } from 'vitest'
import { takeAntdDeprecations } from '../support/antd-deprecations'

describe("antd's deprecation warnings in the integration tests", () => {
  it('are caught when a test draws a deprecated prop, for the setup to fail that test', () => {
    takeAntdDeprecations()
    // `bordered` is drawn by no page (it would fail that page's tests), so antd has not printed it in this worker yet.
    render(<Input bordered={false} aria-label="名称" />)
    expect(takeAntdDeprecations()).toEqual([
      expect.stringContaining('[antd: Input] `bordered` is deprecated. Please use `variant` instead.'),
    ])
  })

  it('leave other warnings alone', () => {
    console.error('Warning: [antd: Tooltip] `zIndex` is over design token `zIndexPopupBase` too much.')
    expect(takeAntdDeprecations()).toEqual([])
  })
})
