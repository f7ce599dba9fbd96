import { Code, LazyResult } from '@renderers'

/** Shown when neither a page schema nor a hand-coded page exists for a menu's component. */
export function NoPage({ component, title }: { component: string; title?: string }) {
  return (
    <LazyResult
      status="warning"
      title={`没有找到页面：${title ?? component}`}
      subTitle={
        <>
          菜单的组件 <Code>{component}</Code> 没有对应的页面。请在 <Code>{`schemas/pages/${component}.json`}</Code>{' '}
          添加页面配置，或检查菜单管理中的组件路径。
        </>
      }
    />
  )
}
