import { screen, within } from '@testing-library/react'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { exampleScreen } from './example/example-screen'
import { backend, ok, serveSignedInBackend } from './support'

serveSignedInBackend()

describe('a list page opened again', () => {
  it('draws its search bar, toolbar and table in the first render, without a loading frame', async () => {
    backend.server.use(
      mswHttp.get('*/jeecg-boot/biz/contract/list', () =>
        HttpResponse.json(
          ok({ records: [{ id: 'c1', contractNo: 'HT1', contractName: '商标代理服务合同' }], total: 1 }),
        ),
      ),
    )
    const draw = exampleScreen({ keepAlive: false })
    const first = draw()
    await within(await screen.findByRole('table')).findByText('商标代理服务合同')
    first.unmount()

    draw()
    expect(screen.getByRole('button', { name: /新增合同/ })).toBeInTheDocument()
    expect(screen.getByRole('table')).toBeInTheDocument()
    await within(screen.getByRole('table')).findByText('商标代理服务合同')
  })
})
