import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactElement } from 'react'

type Method = (...args: unknown[]) => unknown
type Api = Record<string, Method>
/** antd's useMessage, useModal and useNotification: an API and the element its messages are drawn into. */
type FeedbackHook<Config> = (config?: Config) => readonly [object, ReactElement]

interface HolderProps<Config> {
  config?: Config
  onApi: (api: Api) => void
}

/** What a message or dialog call answers: a closing function (message), a handle (modal), nothing (notification). */
type Handle = Partial<Record<'destroy' | 'update' | 'then', Method>>
type CallResult = (Method & Handle) | Handle | undefined

/** What a call made before the hook arrived returns: it closes, updates and settles as the real call's result will. */
function deferredResult(result: Promise<{ value: CallResult }>) {
  const later = (use: (value: CallResult) => void) => void result.then(({ value }) => use(value))
  const close = () => later((value) => (typeof value === 'function' ? value() : value?.destroy?.()))
  return Object.assign(close, {
    destroy: close,
    update: (config: unknown) => later((value) => value?.update?.(config)),
    // A message settles when it closes, a confirm with its OK or cancel; a result without `then` settles at once.
    then: (onSettled?: Method, onFailed?: Method) =>
      result
        .then(({ value }) => new Promise((settle) => (value?.then ? value.then(settle) : settle(undefined))))
        .then(onSettled, onFailed),
  })
}

/**
 * One of antd App's feedback hooks (message, modal, notification), fetched with its first call instead of with the
 * App: a page that shows no message does not load them. Calls made before it arrives wait and then run in order; what
 * they return closes, updates and settles (a confirm's OK or cancel) once the real call has answered.
 */
export function lazyFeedbackHook<Config>(
  load: () => Promise<{ default: FeedbackHook<Config> }>,
  methods: readonly string[],
) {
  const Holder = lazy(async () => {
    const { default: useFeedback } = await load()
    return {
      default: function FeedbackHolder({ config, onApi }: HolderProps<Config>) {
        const [api, holder] = useFeedback(config)
        // A layout effect runs after the holder's ref is attached, so the waiting calls find somewhere to draw.
        useLayoutEffect(() => onApi(api as Api), [api, onApi])
        return holder
      },
    }
  })

  return function useLazyFeedback(config?: Config): readonly [Api, ReactElement | null] {
    const [requested, setRequested] = useState(false)
    const real = useRef<Api | undefined>(undefined)
    const waiting = useRef<((api: Api) => void)[]>([])
    const onApi = useCallback((api: Api) => {
      real.current = api
      for (const call of waiting.current.splice(0)) call(api)
    }, [])
    const api = useMemo(
      () =>
        Object.fromEntries(
          methods.map((method): [string, Method] => [
            method,
            (...args) => {
              if (real.current) return real.current[method](...args)
              const result = new Promise<{ value: CallResult }>((settle) =>
                waiting.current.push((loaded) => settle({ value: loaded[method](...args) as CallResult })),
              )
              setRequested(true)
              return deferredResult(result)
            },
          ]),
        ),
      [],
    )
    const holder = requested ? (
      <Suspense fallback={null}>
        <Holder config={config} onApi={onApi} />
      </Suspense>
    ) : null
    return [api, holder]
  }
}
