import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DragSlider } from '@/widgets/drag-slider/DragSlider'

describe('the slider check of registration and password recovery, without a pointer', () => {
  it('is reached with Tab and passed by moving the handle to the far end with the keys', async () => {
    const user = userEvent.setup()
    const onVerified = vi.fn()
    render(<DragSlider onVerified={onVerified} width={240} />)
    await user.tab()
    const slider = screen.getByRole('slider', { name: '拖动滑块验证' })
    expect(slider).toHaveFocus()

    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(slider).toHaveAttribute('aria-valuenow', '40')
    await user.keyboard('{Home}')
    expect(slider).toHaveAttribute('aria-valuenow', '0')
    expect(onVerified).not.toHaveBeenCalled()

    await user.keyboard('{End}')
    expect(onVerified).toHaveBeenCalledTimes(1)
    expect(screen.getByText('验证通过')).toBeInTheDocument()
    expect(slider).toHaveAttribute('aria-valuetext', '验证通过')
  })

  it('stays passed: keys after the check move nothing and do not verify twice', async () => {
    const user = userEvent.setup()
    const onVerified = vi.fn()
    render(<DragSlider onVerified={onVerified} width={240} />)
    await user.tab()
    await user.keyboard('{PageUp}{PageUp}')
    expect(onVerified).toHaveBeenCalledTimes(1)
    await user.keyboard('{Home}{End}')
    expect(onVerified).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '200')
  })
})
