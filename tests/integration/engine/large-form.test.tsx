import { screen } from '@testing-library/react'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { backend, ok, renderSchema, serveSignedInBackend } from './support'

serveSignedInBackend()

const FIELDS = 2500
const names = Array.from({ length: FIELDS }, (_, index) => `field${index}`)

/** A form page of 2,500 text fields whose values arrive after the fields are mounted (Formily's deep-stack case). */
const PAGE = {
  kind: 'form',
  title: '大表单',
  load: { method: 'get', url: '/demo/large' },
  submit: { method: 'put', url: '/demo/large' },
  form: {
    schema: {
      type: 'object',
      properties: Object.fromEntries(
        names.map((name) => [name, { type: 'string', title: name, 'x-component': 'Input' }]),
      ),
    },
  },
}

describe('a form of 2,500 fields', () => {
  // jsdom mounts 2,500 antd inputs slowly (tens of seconds on a busy machine); a browser does it at once.
  it('shows every loaded value without overflowing the stack', { timeout: 180000 }, async () => {
    const values = Object.fromEntries(names.map((name, index) => [name, `值${index}`]))
    backend.server.use(mswHttp.get('*/jeecg-boot/demo/large', () => HttpResponse.json(ok(values))))
    renderSchema(PAGE)
    expect(await screen.findByDisplayValue('值2499', {}, { timeout: 150000 })).toBeInTheDocument()
    expect(screen.getByDisplayValue('值0')).toBeInTheDocument()
    expect(document.querySelectorAll('input')).toHaveLength(FIELDS)
  })
})
