import { createElement, lazy, Suspense, type FunctionComponent } from 'react'

/**
 * A component fetched the first time it is drawn; nothing shows while it arrives. For overlays (lazy-overlays.tsx),
 * antd's Result (LazyResult.tsx) and antd parts that another antd module imports statically but draws only in cases
 * the schemas rarely reach (build/narrow-antd-imports-plugin.ts).
 */
export function lazyComponent<Props extends object>(load: () => Promise<{ default: FunctionComponent<Props> }>) {
  // React's type for a lazy component adds ref handling these components are not given; at run time it is the component.
  const Component = lazy(load) as unknown as FunctionComponent<Props>
  return function LazyComponent(props: Props) {
    return <Suspense fallback={null}>{createElement(Component, props)}</Suspense>
  }
}
