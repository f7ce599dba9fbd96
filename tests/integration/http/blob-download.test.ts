// @vitest-environment node
// jsdom's Blob lacks stream(), which msw needs for blob answers; node's fetch-based stack has it.
import { http as mswHttp, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { expect, it, vi } from 'vitest'
import { createHttpClient, type HttpFailure } from '@/http/client'
import { serveInTests } from '../../support/msw'

const BASE = 'http://backend.test/jeecg-boot'
const server = setupServer(
  mswHttp.get(`${BASE}/sys/user/exportXls`, () =>
    HttpResponse.json(
      { status: 500, error: 'Internal Server Error', message: 'Token失效，请重新登录' },
      { status: 500 },
    ),
  ),
  mswHttp.get(
    `${BASE}/sys/role/exportXls`,
    () =>
      new HttpResponse(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]), {
        headers: { 'Content-Type': 'application/vnd.ms-excel' },
      }),
  ),
)
serveInTests(server)

it('reads a blob error body so the token-expired check still applies to downloads', async () => {
  const onHttpError = vi.fn<(failure: HttpFailure) => void>()
  const api = createHttpClient({ baseURL: BASE, getToken: () => 'token-1', getTenantId: () => 0, onHttpError })
  await expect(api.download('/sys/user/exportXls')).rejects.toThrow()
  expect(onHttpError).toHaveBeenCalledWith(
    expect.objectContaining({ status: 500, hadToken: true, message: 'Token失效，请重新登录' }),
  )
})

it('hands back the file of a successful download as a Blob', async () => {
  const api = createHttpClient({ baseURL: BASE, getToken: () => 'token-1', getTenantId: () => 0 })
  const file = await api.download('/sys/role/exportXls')
  expect(file).toBeInstanceOf(Blob)
  expect(file.size).toBe(4)
})
