import { Spin } from 'antd'
import { lazy, Suspense, type ComponentType } from 'react'
import styles from './editors.module.css'

/**
 * A form component whose code (and its editor library) loads the first time a form renders it, so no other page's
 * bundle carries it. Until then a box of the editor's height holds its place.
 */
export function lazyEditor<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  height: (props: P) => number | string,
) {
  // lazy() types its result for ref-carrying props; these editors take none.
  const Editor = lazy(load) as unknown as ComponentType<P>
  function LazyEditor(props: P) {
    return (
      <Suspense
        fallback={
          <div className={styles.placeholder} style={{ height: height(props) }}>
            <Spin size="small" tip="编辑器加载中…">
              <span />
            </Spin>
          </div>
        }
      >
        <Editor {...props} />
      </Suspense>
    )
  }
  return LazyEditor
}
