import { lazyComponent } from '../../renderers/core/lazy-component'

/** antd's Skeleton, for antd Card's `loading` placeholder. */
export default lazyComponent(() => import('antd/es/skeleton'))
