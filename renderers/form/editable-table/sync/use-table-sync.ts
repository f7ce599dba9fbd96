import type { ArrayField } from '@formily/core'
import { onFieldInputValueChange } from '@formily/core'
import { toJS } from '@formily/reactive'
import { useEffect, useId, useState } from 'react'
import { useEnvironment, useSession } from '../../../providers/EngineProvider'
import { mergeSyncedRow } from './merge-row'
import { openTableSocket, type SyncedRow } from './table-socket'
import { vxeSocketUrl } from './socket-url'

type Row = SyncedRow | undefined

/** Ids arrive as text or numbers depending on the page that sent them. */
const sameId = (a: unknown, b: unknown): boolean =>
  (typeof a === 'string' || typeof a === 'number') &&
  (typeof b === 'string' || typeof b === 'number') &&
  `${a}` === `${b}`

/** Puts a row another page changed into this table, matched by id; a row this table does not hold is left out. */
function applyUpdate(table: ArrayField, update: SyncedRow): void {
  const rows = (Array.isArray(table.value) ? table.value : []) as Row[]
  const index = rows.findIndex((row) => row?.id !== undefined && sameId(row.id, update.id))
  if (index < 0) return
  table.form.setValuesIn(`${table.path.toString()}.${index}`, mergeSyncedRow(toJS(rows[index]) ?? {}, update))
}

/**
 * Real-time sync of a table between pages (JVxeTable's socketKey over vxeSocket): a row typed into here goes to the
 * other pages showing the same table, and their rows come in here. Rows put in from the socket are not inputs, so
 * they are not sent back.
 */
export function useTableSync(table: ArrayField, pageId: string | undefined): void {
  const { apiBaseUrl } = useEnvironment()
  const user = useSession().user?.id
  const userId = typeof user === 'string' || typeof user === 'number' ? `${user}` : undefined
  const effectsId = useId()
  const [instanceId] = useState(() => crypto.randomUUID())
  useEffect(() => {
    if (!pageId || userId === undefined) return undefined
    const form = table.form
    const prefix = table.path.toString()
    const socket = openTableSocket({
      url: vxeSocketUrl(apiBaseUrl, userId, pageId, window.location.origin),
      socketKey: prefix,
      instanceId,
      onUpdate: (row) => applyUpdate(table, row),
    })
    form.addEffects(effectsId, () => {
      onFieldInputValueChange(`${prefix}.*.*`, (cell) => {
        const rowPath = cell.path.segments.slice(0, table.path.segments.length + 1)
        const row = toJS(form.getValuesIn(rowPath)) as Row
        if (row?.id !== undefined) socket.send(row)
      })
    })
    return () => {
      form.removeEffects(effectsId)
      socket.close()
    }
  }, [table, pageId, userId, apiBaseUrl, effectsId, instanceId])
}
