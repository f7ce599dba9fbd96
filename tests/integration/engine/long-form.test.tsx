import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { backend, ok, renderSchema, serveSignedInBackend } from './support'

serveSignedInBackend()

const FIELDS = 100

/** `字段0` … `字段99` in one column; the last one is required. */
const PAGE = {
  kind: 'form',
  title: '长表单',
  load: { method: 'get', url: '/demo/long' },
  submit: { method: 'put', url: '/demo/long' },
  form: {
    schema: {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: FIELDS }, (_, index) => [
          `field${index}`,
          {
            type: 'string',
            title: `字段${index}`,
            'x-component': 'text',
            ...(index === FIELDS - 1 ? { 'x-validator': [{ required: true, message: '请输入最后一项!' }] } : {}),
          },
        ]),
      ),
    },
  },
}

/**
 * jsdom lays nothing out and has no IntersectionObserver: this one first reports what it observes as far from the
 * viewport, and as near when the test scrolls (`scrollNear`).
 */
class ScrolledObserver {
  static live = new Set<ScrolledObserver>()
  private readonly targets = new Set<Element>()
  constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
  observe(target: Element) {
    this.targets.add(target)
    ScrolledObserver.live.add(this)
    queueMicrotask(() => this.look(false))
  }
  disconnect() {
    ScrolledObserver.live.delete(this)
  }
  look(near: boolean) {
    if (!ScrolledObserver.live.has(this)) return
    this.report([...this.targets].map((target) => ({ target, isIntersecting: near })))
  }
}

/** The rest of the form comes near the viewport, and what it draws pushes it away again: one turn of a mouse wheel. */
function scrollNear() {
  act(() => [...ScrolledObserver.live].forEach((observer) => observer.look(true)))
}

const field = (index: number) => screen.queryByRole('textbox', { name: `字段${index}` })
const submit = () => userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))

describe('a long one-column form', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', ScrolledObserver)
  })
  afterEach(() => {
    ScrolledObserver.live.clear()
    vi.unstubAllGlobals()
  })

  it('draws the fields below the first screen as they come near, yet a save validates every field', async () => {
    const sent: Record<string, unknown>[] = []
    backend.server.use(
      mswHttp.get('*/jeecg-boot/demo/long', () => HttpResponse.json(ok({ field0: '甲', field50: '乙' }))),
      mswHttp.put('*/jeecg-boot/demo/long', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json(ok(null, '保存成功！'))
      }),
    )
    renderSchema(PAGE)
    expect(await screen.findByDisplayValue('甲')).toBeInTheDocument()
    // The first screen is drawn; what lies far below it is not.
    expect(field(29)).toBeInTheDocument()
    expect(field(30)).toBeNull()
    expect(field(50)).toBeNull()

    // Scrolling near draws the next fields; a value loaded before its field was drawn shows in it.
    scrollNear()
    expect(field(50)).toHaveValue('乙')
    expect(field(60)).toBeNull()

    // Tab from the last drawn field goes on to the next one, not past the form.
    await userEvent.click(field(59)!)
    await userEvent.tab()
    expect(field(60)).toHaveFocus()
    await userEvent.type(field(60)!, '丙')
    expect(field(FIELDS - 1)).toBeNull()

    // The last field, never drawn, is required: the save draws it, shows its message and sends nothing.
    await submit()
    expect(await screen.findByText('请输入最后一项!')).toBeVisible()
    expect(sent).toHaveLength(0)
    expect(field(0)).toHaveValue('甲')
    expect(field(60)).toHaveValue('丙')
    expect(field(50)).toHaveValue('乙')

    await userEvent.type(field(FIELDS - 1)!, '丁')
    await submit()
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ field0: '甲', field60: '丙', field50: '乙', [`field${FIELDS - 1}`]: '丁' })
  })

  it('goes back to its last field on Shift+Tab from the button below it', async () => {
    backend.server.use(mswHttp.get('*/jeecg-boot/demo/long', () => HttpResponse.json(ok({ field0: '甲' }))))
    renderSchema(PAGE)
    expect(await screen.findByDisplayValue('甲')).toBeInTheDocument()
    expect(field(FIELDS - 1)).toBeNull()
    screen.getByRole('button', { name: /提\s*交/ }).focus()
    await userEvent.tab({ shift: true })
    expect(field(FIELDS - 1)).toHaveFocus()
  })

  it('sends the defaults of fields not drawn yet with a form button', async () => {
    const drafts: Record<string, unknown>[] = []
    backend.server.use(
      mswHttp.get('*/jeecg-boot/demo/list', () => HttpResponse.json(ok({ records: [], total: 0 }))),
      mswHttp.post('*/jeecg-boot/demo/draft', async ({ request }) => {
        drafts.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json(ok(null, '已暂存'))
      }),
    )
    const last = `field${FIELDS - 1}`
    const properties = PAGE.form.schema.properties
    renderSchema({
      kind: 'list',
      title: '长表单',
      api: { list: '/demo/list', add: '/demo/add' },
      columns: [{ field: 'field0', title: '字段0' }],
      toolbar: [{ kind: 'add' }],
      form: {
        buttons: [{ title: '暂存', call: { method: 'post', url: '/demo/draft' } }],
        schema: { type: 'object', properties: { ...properties, [last]: { ...properties[last], default: '默认值' } } },
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }))
    await userEvent.type(await screen.findByRole('textbox', { name: '字段0' }), '甲')
    expect(field(FIELDS - 1)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: /暂\s*存/ }))
    await waitFor(() => expect(drafts).toHaveLength(1))
    expect(drafts[0]).toMatchObject({ field0: '甲', [last]: '默认值' })
  })
})
