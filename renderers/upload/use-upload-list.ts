import { useCallback, useEffect, useRef, useState } from 'react'
import { useEngine } from '../providers/EngineProvider'
import { useLatest } from '../core/use-latest'
import { sendUpload, type UploadTarget } from './upload-request'
import { filesFromValue, randomUid, valueOfFiles, type UploadedFile } from './uploaded-file'

/** How a field tells the user what went wrong. */
export interface UploadNotices {
  warning: (text: string) => void
  /** A file the server did not store, with why: the server message, else 未知错误. */
  failed: (fileName: string, reason: string) => void
}

export interface UploadListOptions {
  value: unknown
  onChange?: (value: string) => void
  /** How many files the field keeps; 0 (the default) means no limit. */
  number?: number
  target: UploadTarget
  notices: UploadNotices
  /** The refusal message for a file the field does not take, or undefined to take it. */
  refuse?: (file: File) => string | undefined
}

export const MOVE_BEFORE_FIRST = '未知的操作'
export const MOVE_AFTER_LAST = '已到最后~'

const valueText = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The files of one upload field and what can happen to them: a picked file is uploading (with its percent) until
 * the server answers, then done (its stored path joins the value) or error (with the reason). Removing drops it and
 * its path; moving reorders the paths. The value goes out only when the stored paths change.
 */
export function useUploadList({ value, onChange, number = 0, target, notices, refuse }: UploadListOptions) {
  const { data, environment } = useEngine()
  const { assetUrl } = environment
  const [files, setFiles] = useState<UploadedFile[]>(() => filesFromValue(value, assetUrl))
  const current = useRef(files)
  const emitted = useRef(valueText(value))
  const controllers = useRef(new Map<string, AbortController>())
  const latest = useLatest({ onChange, number, target, notices, refuse })

  const show = useCallback((next: UploadedFile[]) => {
    current.current = next
    setFiles(next)
  }, [])

  const update = useCallback(
    (change: (files: UploadedFile[]) => UploadedFile[]) => {
      show(change(current.current))
      const next = valueOfFiles(current.current)
      if (next === emitted.current) return
      emitted.current = next
      latest.current.onChange?.(next)
    },
    [latest, show],
  )

  // A value set from outside (a record loaded, a form reset) replaces the finished files; unfinished ones stay.
  useEffect(() => {
    const incoming = valueText(value)
    if (incoming === emitted.current) return
    emitted.current = incoming
    show([...filesFromValue(incoming, assetUrl), ...current.current.filter((file) => file.status !== 'done')])
  }, [value, show, assetUrl])

  useEffect(() => {
    const pending = controllers.current
    return () => pending.forEach((controller) => controller.abort())
  }, [])

  const patch = useCallback(
    (uid: string, changes: Partial<UploadedFile>) =>
      update((list) => list.map((file) => (file.uid === uid ? { ...file, ...changes } : file))),
    [update],
  )

  /** Keeps the newest `number` files, cancelling the uploads of those that drop out. */
  const keepNewest = useCallback(() => {
    const { number: limit } = latest.current
    if (limit <= 0 || current.current.length <= limit) return
    const dropped = current.current.slice(0, current.current.length - limit)
    dropped.forEach((file) => controllers.current.get(file.uid)?.abort())
    update((list) => list.slice(-limit))
  }, [latest, update])

  const add = useCallback(
    (file: File) => {
      const { target: uploadTarget, notices: toasts, refuse: refusal } = latest.current
      const reason = refusal?.(file)
      if (reason) {
        toasts.warning(reason)
        return
      }
      const uid = randomUid()
      const controller = new AbortController()
      controllers.current.set(uid, controller)
      update((list) => [
        ...list,
        { uid, name: file.name, status: 'uploading', percent: 0, size: file.size, type: file.type },
      ])
      sendUpload(data, file, uploadTarget, (percent) => patch(uid, { percent }), controller.signal)
        .then(
          (path) => {
            patch(uid, { status: 'done', percent: 100, path, url: assetUrl(path) })
            keepNewest()
          },
          (failure: Error) => {
            if (controller.signal.aborted) return
            patch(uid, { status: 'error', message: failure.message })
            toasts.failed(file.name, failure.message)
          },
        )
        .finally(() => controllers.current.delete(uid))
    },
    [keepNewest, latest, patch, update, data, assetUrl],
  )

  const remove = useCallback(
    (uid: string) => {
      controllers.current.get(uid)?.abort()
      update((list) => list.filter((file) => file.uid !== uid))
    },
    [update],
  )

  /** Swaps a file with its neighbour before (-1) or after (1); past either end only warns. */
  const move = useCallback(
    (uid: string, step: -1 | 1) => {
      const list = current.current
      const index = list.findIndex((file) => file.uid === uid)
      const other = index + step
      if (index < 0 || other < 0) return latest.current.notices.warning(MOVE_BEFORE_FIRST)
      if (other >= list.length) return latest.current.notices.warning(MOVE_AFTER_LAST)
      const next = [...list]
      ;[next[index], next[other]] = [next[other], next[index]]
      update(() => next)
    },
    [latest, update],
  )

  return { files, add, remove, move, full: number > 0 && files.length >= number }
}
