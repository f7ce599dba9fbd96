import { isValidElement, type ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { OverlayProps } from '../../providers/overlays'
import { actionContext, actionOf } from '../../../tests/support/action-context'
import overlay from './overlay'

const host = { close: vi.fn(), reload: vi.fn(), NestedList: () => null }

describe('overlay', () => {
  it('opens the registered dialog on the row with the action’s props resolved; a change reloads the list', async () => {
    const action = actionOf('overlay', { overlay: { name: 'notice', props: { noticeId: '{{ record.anntId }}' } } })
    const record = { id: 's1', anntId: 'n1' }
    const { context, opened } = actionContext({ action, record })
    await overlay.run(context)
    const element = opened[0](host) as ReactElement<OverlayProps>
    expect(isValidElement(element)).toBe(true)
    expect(element.props).toMatchObject({ record, props: { noticeId: 'n1' } })
    element.props.onChanged()
    expect(host.reload).toHaveBeenCalled()
  })

  it('names a missing or unknown dialog in the schema check', () => {
    const problems: string[] = []
    const checker = {
      page: actionContext({ action: actionOf('overlay') }).context.page,
      inToolbar: false,
      problem: (at: (string | number)[], message: string) => void problems.push(`${at.join('/')} ${message}`),
      list: vi.fn(),
      form: vi.fn(),
      overlays: new Set(['notice']),
    }
    overlay.check!(actionOf('overlay', { overlay: { name: 'notice' } }), checker)
    overlay.check!(actionOf('overlay'), checker)
    overlay.check!(actionOf('overlay', { overlay: { name: 'nowhere' } }), checker)
    expect(problems).toEqual(['overlay 缺少弹窗配置 overlay', 'overlay/name 未知的弹窗 "nowhere"'])
  })
})
