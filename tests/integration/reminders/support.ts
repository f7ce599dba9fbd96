import type { TestServer } from '@mocks/node'

/** A user's system notices (the bell and 我的消息), newest last: title, content and the record they open. */
export function noticesOf(backend: TestServer, username: string) {
  const { db } = backend
  const user = db.table('sys_user').first((row) => row.username === username)!
  const received = new Set(
    db
      .table('sys_announcement_send')
      .list((send) => send.userId === user.id)
      .map((send) => send.anntId),
  )
  return db
    .table('sys_announcement')
    .list((notice) => received.has(notice.id))
    .map(({ titile, msgContent, busType, busId, openType, openPage }) => ({
      title: titile,
      content: msgContent,
      busType,
      busId,
      openType,
      openPage,
    }))
}

/** The `sys_sms` rows (消息管理) of one template title. */
export const messagesTitled = (backend: TestServer, title: string) =>
  backend.db.table('sys_sms').list((row) => row.esTitle === title)
