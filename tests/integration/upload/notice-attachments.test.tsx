import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { staticDomainUrl } from '@/config/env'
import { NoticeModal } from '@/notices/NoticeModal'
import { AppEngine } from '@/engine/AppEngine'

const notice = (files: string | null) => ({
  id: '1',
  titile: '年度专利费缴纳通知',
  msgContent: '<p>请查收附件。</p>',
  files,
})

describe('announcement attachments in the notice detail', () => {
  it('lists each stored file as a download link under the static domain', () => {
    render(
      <MemoryRouter>
        <AppEngine>
          <NoticeModal
            notice={notice('announcement/缴费清单_1.xls,announcement/说明_2.pdf')}
            onClose={() => undefined}
          />
        </AppEngine>
      </MemoryRouter>,
    )
    const attachments = screen.getByRole('region', { name: '附件' })
    expect(within(attachments).getByRole('link', { name: '缴费清单_1.xls' })).toHaveAttribute(
      'href',
      `${staticDomainUrl}/announcement/缴费清单_1.xls`,
    )
    expect(within(attachments).getByRole('link', { name: '说明_2.pdf' })).toHaveAttribute(
      'href',
      `${staticDomainUrl}/announcement/说明_2.pdf`,
    )
  })

  it('shows no attachment section without files', () => {
    render(
      <MemoryRouter>
        <AppEngine>
          <NoticeModal notice={notice(null)} onClose={() => undefined} />
        </AppEngine>
      </MemoryRouter>,
    )
    expect(screen.getByText('请查收附件。')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '附件' })).toBeNull()
  })
})
