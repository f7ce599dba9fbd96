/**
 * antd's deprecation warnings, caught as they are printed: a page drawing a prop antd has deprecated (`addonAfter`,
 * `bordered`) works today and breaks on antd's next major version, and in a run's log the warning is one line among
 * thousands. antd prints each message once per module instance (rc-util's `warning`), so the first test that draws
 * the prop in a worker is the one told.
 */
const DEPRECATION = /^Warning: \[antd: [^\]]+\] `[^`]+` is deprecated/

const CAUGHT = Symbol.for('ipr-admin.antd-deprecations')

type Holder = typeof console & { [CAUGHT]?: string[] }

/** Starts catching (once per worker: files that share a worker share its console). */
export function catchAntdDeprecations(): void {
  const holder = console as Holder
  if (holder[CAUGHT]) return
  const caught: string[] = []
  holder[CAUGHT] = caught
  const print = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && DEPRECATION.test(args[0])) caught.push(args[0])
    print(...args)
  }
}

/** The deprecation warnings printed since the last call. */
export function takeAntdDeprecations(): string[] {
  return (console as Holder)[CAUGHT]?.splice(0) ?? []
}
