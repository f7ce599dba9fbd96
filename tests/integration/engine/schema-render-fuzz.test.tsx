import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { backend, renderSchema, serveSignedInBackend } from './support'
import { fuzzRounds, seeded } from '../../support/fuzz'
import { mutate, type Json } from '../../support/schema-mutations'

serveSignedInBackend()

const pages = import.meta.glob<Json>('/schemas/pages/**/*.json', { eager: true, import: 'default' })
const entities = import.meta.glob<{ $id: string; 'x-table'?: string }>('/schemas/entities/*.json', {
  eager: true,
  import: 'default',
})

/**
 * Rendering costs seconds where validating costs milliseconds, so `npm test` draws a sample of (page, mutation)
 * pairs from the fixed seed rather than every page several times; `npm run fuzz` draws ten times as many. A grown
 * array gets 40 copies, not the validation fuzz's 500: jsdom takes 10-45 s to lay out a list of 500 columns, which is
 * what a browser does in a moment and tells nothing more about the engine.
 */
const SAMPLE = fuzzRounds(40)
const HUGE_LENGTH = 40

const random = seeded(36)
const names = Object.keys(pages).sort()
const cases = Array.from({ length: SAMPLE }, (_, round) => {
  const name = names[Math.floor(random() * names.length)]
  return {
    label: `${round + 1}: ${name.replace('/schemas/pages/', '')}`,
    name,
    schema: mutate(pages[name], random, HUGE_LENGTH),
  }
})

/** A record page opens on a record of the list it names (as its route gives it one): the first stored row. */
function recordIdOf(page: { list?: string }): string | undefined {
  const entity = (pages[`/schemas/pages/${page.list}.json`] as { entity?: string } | undefined)?.entity
  const table = Object.values(entities).find((each) => each.$id === entity)?.['x-table']
  return table ? String(backend.db.table(table).first(() => true)?.id) : undefined
}

/** Counts the requests the page has sent and not yet had answered. */
function pendingRequests() {
  let pending = 0
  backend.server.events.on('request:start', () => (pending += 1))
  backend.server.events.on('request:end', () => (pending -= 1))
  return () => pending
}

/** What reached the window unhandled while the page was drawn: errors and rejected promises. */
function uncaught() {
  const seen: string[] = []
  const onError = (event: ErrorEvent) => seen.push(`error: ${event.message}`)
  const onRejection = (event: PromiseRejectionEvent) => seen.push(`unhandled rejection: ${String(event.reason)}`)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return {
    seen,
    stop: () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    },
  }
}

describe('random mutations of bundled page schemas, drawn as the app draws a page (fixed-seed fuzz)', () => {
  it.each(cases)(
    '$label: the page is drawn or its problems are listed, each at a JSON pointer',
    async ({ name, schema }) => {
      const pending = pendingRequests()
      const errors = uncaught()
      const original = pages[name] as { kind?: string; list?: string }
      const recordId = original.kind === 'record' ? recordIdOf(original) : undefined
      const { container } = renderSchema(schema, name, recordId)
      // Drawn: every request answered, no loading indicator left and something to read.
      await waitFor(() => {
        expect(pending()).toBe(0)
        expect(container.querySelector('[role=status], .ant-spin-spinning')).toBeNull()
        expect(container.textContent?.trim()).not.toBe('')
      })
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
      errors.stop()
      if (screen.queryByText('页面配置有误')) {
        const problems = within(screen.getByRole('alert'))
          .getAllByRole('listitem')
          .map((item) => ({ pointer: item.querySelector('code')?.textContent ?? '', text: item.textContent ?? '' }))
        expect(problems.length).toBeGreaterThan(0)
        for (const problem of problems) {
          expect(problem.pointer, problem.text).toMatch(/^(.*#)?\//)
          // 渲染失败 is the error boundary's word for a component that threw: a crash the checks let through.
          expect(problem.text).not.toMatch(/渲染失败/)
        }
        return
      }
      expect(errors.seen).toEqual([])
    },
  )
})
