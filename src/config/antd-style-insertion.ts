import { updateCSS as insertOrUpdate } from 'rc-util/es/Dom/dynamicCSS'

type Options = NonNullable<Parameters<typeof insertOrUpdate>[2]>

/** Each `<style>` this module wrote, by its mark and key, with the text it was given. */
const written = new Map<string, { node: HTMLElement; css: string }>()

/**
 * rc-util's updateCSS, for @ant-design/cssinjs's style hook, which calls it in an insertion effect of every component
 * instance that mounts, not once per style sheet: each call listed the head's children, read the mark of every
 * `<style>` there and serialised the found sheet's whole text (`innerHTML`) to compare it with the one it already
 * holds — a list page's navigation mounts a few hundred antd components over some two hundred sheets (#37, a CPU
 * profile of 用户管理 → 角色管理). A sheet this module wrote and that is still in the page with the same text is
 * returned as it is; anything else (a sheet not written yet, changed, or removed by cssinjs when its theme was dropped,
 * or one with a CSP nonce) goes to rc-util as before.
 */
export function updateCSS(css: string, key: string, option: Options = {}): HTMLElement {
  const id = `${option.mark ?? ''}\n${key}`
  const known = written.get(id)
  if (known && known.css === css && known.node.isConnected && !option.csp?.nonce) return known.node
  const node = insertOrUpdate(css, key, option)
  written.set(id, { node, css })
  return node
}

export { clearContainerCache, injectCSS, removeCSS } from 'rc-util/es/Dom/dynamicCSS'
