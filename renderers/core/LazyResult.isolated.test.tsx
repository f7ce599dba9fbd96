import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { LazyResult } from './LazyResult'

vi.mock('antd/es/result', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

describe('a failure shown while the network is down', () => {
  it('still shows its title, reason and buttons when antd’s Result cannot be fetched', async () => {
    render(<LazyResult status="error" title="页面加载失败" subTitle="网络已断开" extra={<button>重试</button>} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('页面加载失败')
    expect(screen.getByText('网络已断开')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument()
  })
})
