import { waitFor } from '@testing-library/react'
import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { backend, renderSchema, serveSignedInBackend } from '../engine/support'
import '@renderers/dashboard/DashboardPage'

serveSignedInBackend()

/** Every ResizeObserver the page makes, with what it observes, so a test can say the layout changed. */
const observers: { target: Element; callback: ResizeObserverCallback }[] = []
const original = window.ResizeObserver
beforeEach(() => {
  observers.length = 0
  window.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      observers.push({ target, callback: this.callback })
    }
    unobserve() {}
    disconnect() {}
  }
})
afterEach(() => {
  window.ResizeObserver = original
})

/** The box holding `element` measures `width` (0: the page is out of the layout, hidden behind another tab). */
function layOut(element: Element, width: number) {
  for (const { target, callback } of observers.filter(({ target }) => target.contains(element)))
    callback([{ target, contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver)
}

describe('a dashboard behind another tab', () => {
  it('loads its figures again when it is shown again, so a record saved meanwhile counts', async () => {
    let cases = 3
    backend.server.use(
      mswHttp.get('*/jeecg-boot/test/figures', () =>
        HttpResponse.json({ success: true, message: '', code: 200, result: { cases }, timestamp: 0 }),
      ),
    )
    renderSchema({
      kind: 'dashboard',
      title: '概览',
      widgets: [
        {
          key: 'cases',
          kind: 'kpi',
          title: '案件',
          field: 'cases',
          unit: '件',
          source: { call: { method: 'get', url: '/test/figures' } },
        },
      ],
    })
    const card = await waitFor(() => {
      const found = document.querySelector('[data-widget="cases"]')!
      expect(found).toHaveTextContent('案件3件')
      return found
    })
    layOut(card, 1200)
    cases = 4
    // A wider window is no return: the figure stays as loaded.
    layOut(card, 1400)
    expect(card).toHaveTextContent('案件3件')
    layOut(card, 0)
    layOut(card, 1400)
    await waitFor(() => expect(document.querySelector('[data-widget="cases"]')).toHaveTextContent('案件4件'))
  })
})
