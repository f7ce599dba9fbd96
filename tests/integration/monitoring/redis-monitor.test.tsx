import { screen, waitFor, within } from '@testing-library/react'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import redisInfo from '@schemas/pages/modules/monitor/RedisInfo.json'
import { backend, renderSchema, serveSignedInBackend } from '../engine/support'
// The dashboard loads on first use; imported here it resolves at once, as a cached chunk does.
import '@renderers/dashboard/DashboardPage'

serveSignedInBackend()

const SOURCE = 'schemas/pages/modules/monitor/RedisInfo.json'

async function settled(title: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: title })
  await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'))
  return region
}

/** The points a chart draws, as its hidden table lists them (one body row each). */
const pointsOf = (region: HTMLElement, title: string) =>
  within(within(region).getByRole('table', { name: title })).getAllByRole('row').length - 1

describe('Redis监控', () => {
  it('shows the INFO table and charts memory in KB from the bare memoryInfo answer, gaining a point each poll', async () => {
    renderSchema(redisInfo, SOURCE)
    const info = await settled('Redis 详细信息')
    expect(within(info).getByText('redis_version')).toBeInTheDocument()
    expect(within(info).getByText('Redis 服务器版本')).toBeInTheDocument()

    const memory = await settled('Redis 内存实时占用情况（KB）')
    const title = 'Redis 内存实时占用情况（KB）'
    const first = pointsOf(memory, title)
    expect(first).toBeGreaterThan(0)
    const kb = Number((within(memory).getAllByRole('cell').at(-1)?.textContent ?? '').replace(/,/g, ''))
    expect(kb).toBeGreaterThan(1000)
    // The next poll comes three seconds later.
    await waitFor(() => expect(pointsOf(memory, title)).toBeGreaterThan(first), { timeout: 10_000 })
  })

  it('shows a failing poll inside its own card while the other widgets work', async () => {
    backend.server.use(
      mswHttp.get('*/jeecg-boot/sys/actuator/redis/keysSize', () => new HttpResponse('boom', { status: 500 })),
    )
    renderSchema(redisInfo, SOURCE)
    const keys = await settled('Redis Key 实时数量（个）')
    expect(within(keys).getByRole('alert')).toBeInTheDocument()
    const info = await settled('Redis 详细信息')
    expect(within(info).getByText('redis_version')).toBeInTheDocument()
    expect(within(await settled('Redis 内存实时占用情况（KB）')).queryByRole('alert')).toBeNull()
  })
})
