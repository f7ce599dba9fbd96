import { lazyComponent } from '../../renderers/core/lazy-component'

/** antd's Tree, for antd Table's filter menu (`filterMode: 'tree'`). */
export default lazyComponent(() => import('antd/es/tree'))
