import { cleanup, screen } from '@testing-library/react'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { backend, ok, renderSchema, serveSignedInBackend } from './support'

serveSignedInBackend()

const FIELDS = 3000
const names = Array.from({ length: FIELDS }, (_, index) => `field${index}`)

/** A form page of 3,000 text fields whose values arrive after the fields are mounted (Formily's deep-stack case). */
const PAGE = {
  kind: 'form',
  title: '大表单',
  load: { method: 'get', url: '/demo/large' },
  submit: { method: 'put', url: '/demo/large' },
  form: {
    schema: {
      type: 'object',
      properties: Object.fromEntries(
        names.map((name) => [name, { type: 'string', title: name, 'x-component': 'text' }]),
      ),
    },
  },
}

describe('a form of 3,000 fields', () => {
  // jsdom mounts 3,000 antd inputs slowly (tens of seconds on a busy machine); a browser does it at once.
  it('shows every loaded value without overflowing the stack', { timeout: 300000 }, async () => {
    const values = Object.fromEntries(names.map((name, index) => [name, `值${index}`]))
    backend.server.use(mswHttp.get('*/jeecg-boot/demo/large', () => HttpResponse.json(ok(values))))
    renderSchema(PAGE)
    expect(await screen.findByDisplayValue('值2999', {}, { timeout: 240000 })).toBeInTheDocument()
    expect(screen.getByDisplayValue('值0')).toBeInTheDocument()
    expect(document.querySelectorAll('input')).toHaveLength(FIELDS)
    // Unmounting 3,000 inputs takes jsdom longer than a hook may run, so it happens within the test's own time.
    cleanup()
  })
})
