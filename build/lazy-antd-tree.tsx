import { lazy, Suspense, type ComponentProps } from 'react'

const Tree = lazy(() => import('antd/es/tree'))

/** antd's Tree, fetched when first drawn: what antd Table's filter menu gets in its place (narrow-antd-imports-plugin). */
export default function LazyAntdTree(props: ComponentProps<typeof Tree>) {
  return (
    <Suspense fallback={null}>
      <Tree {...props} />
    </Suspense>
  )
}
