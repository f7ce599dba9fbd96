import { withDictText } from '../../../kernel/crud/dict-text'
import { schemaOf, toJson } from '../../../kernel/crud/engine'
import { paginate, queryRows } from '../../../kernel/crud/query'
import { categoryResource, ROOT_PID } from '../resources/category'
import { crudRoutes } from '../../../kernel/crud/routes'
import type { SysCategory } from '../../../kernel/db/entities'
import { columnToField } from '../../../kernel/services/sql-filter'
import { failure, plain, result } from '../../../kernel/services/result'
import type { RequestContext, Route } from '../../../kernel/routes/route'
import { textOf } from '../../../kernel/services/text'

/** `TreeSelectModel` of a category; Jackson writes the boolean `isLeaf()` as `leaf`. */
function treeNode(category: SysCategory) {
  return {
    key: category.id,
    value: category.id,
    title: category.name,
    code: category.code,
    leaf: category.hasChild !== '1',
    parentId: category.pid,
    icon: null,
    children: null as unknown,
  }
}

const categories = (context: RequestContext) => context.db.table('sys_category').list()

const childrenOf = (context: RequestContext, pid: string) =>
  categories(context)
    .filter((row) => row.pid === pid)
    .map(treeNode)

/** `queryListByCode`: the roots for "0" or no code, else the children of the category with that code. */
function underCode(context: RequestContext, pcode: string | null): ReturnType<typeof treeNode>[] | string {
  if (!pcode || pcode === ROOT_PID) return childrenOf(context, ROOT_PID)
  const parent = categories(context).find((row) => row.code === pcode)
  return parent ? childrenOf(context, parent.id) : `该编码【${pcode}】不存在，请核实!`
}

/** Fills `children` all the way down (`loadTreeRoot?async=false`). */
function withAllChildren(context: RequestContext, nodes: ReturnType<typeof treeNode>[]): ReturnType<typeof treeNode>[] {
  return nodes.map((node) =>
    node.leaf ? node : { ...node, children: withAllChildren(context, childrenOf(context, node.key)) },
  )
}

export const categoryRoutes: Route[] = [
  ...crudRoutes(categoryResource),
  {
    // The paged list shows roots (`pid` "0" unless given) until a name or code is searched for.
    path: '/sys/category/rootList',
    methods: ['GET'],
    handle(context) {
      const params = new URLSearchParams(context.query)
      const searching = [params.get('name'), params.get('code')].some((value) => value !== null && value.trim() !== '')
      if (!searching) params.set('pid', params.get('pid') || ROOT_PID)
      const rows = queryRows(categories(context), { schema: schemaOf(categoryResource) }, params)
      if (!Array.isArray(rows)) return rows
      const page = paginate(rows, params)
      return plain({
        ...page,
        records: withDictText(
          context.db,
          schemaOf(categoryResource),
          page.records.map((row) => toJson(categoryResource, context, row)),
        ),
      })
    },
  },
  {
    path: '/sys/category/childList',
    methods: ['GET'],
    handle(context) {
      const pid = context.requiredParam('pid')
      return plain(categories(context).filter((row) => row.pid === pid))
    },
  },
  {
    path: '/sys/category/loadTreeRoot',
    methods: ['GET'],
    handle(context) {
      const nodes = underCode(context, context.query.get('pcode'))
      if (typeof nodes === 'string') return result({ success: false, message: nodes })
      return plain(context.query.get('async') === 'false' ? withAllChildren(context, nodes) : nodes)
    },
  },
  {
    path: '/sys/category/loadTreeChildren',
    methods: ['GET'],
    handle: (context) => plain(childrenOf(context, context.requiredParam('pid'))),
  },
  {
    // One category by any column (`field=code&val=A01`).
    path: '/sys/category/loadOne',
    methods: ['GET'],
    handle(context) {
      const field = columnToField(context.requiredParam('field'))
      const val = context.requiredParam('val')
      const found = categories(context).filter((row) => textOf((row as Record<string, unknown>)[field]) === val)
      if (found.length === 0) return result({ success: false, message: '查询无果' })
      if (found.length > 1)
        return result({ success: false, message: `查询数据异常,[${context.requiredParam('field')}]存在多个值:${val}` })
      return plain(found[0])
    },
  },
  {
    // Names of categories by id list, in the order asked.
    path: '/sys/category/loadDictItem/',
    methods: ['GET'],
    handle(context) {
      const all = categories(context)
      const names = context
        .requiredParam('ids')
        .split(',')
        .flatMap((id) => all.filter((row) => row.id === id).map((row) => row.name))
      return plain(names)
    },
  },
  {
    // The JCategorySelect tree: children of `pid`, or of the category coded `pcode`; `condition` is a JSON of equalities.
    path: '/sys/category/loadTreeData',
    methods: ['GET'],
    handle(context) {
      let pid = context.query.get('pid')
      if (!pid) {
        const pcode = context.query.get('pcode')
        if (!pcode) return result({ success: false, message: '加载分类字典树参数有误.[null]!' })
        pid = pcode === ROOT_PID ? ROOT_PID : (categories(context).find((row) => row.code === pcode)?.id ?? null)
        if (!pid) return result({ success: false, message: '加载分类字典树参数有误.[code]!' })
      }
      let condition: Record<string, unknown> = {}
      const text = context.query.get('condition')
      if (text) {
        try {
          condition = JSON.parse(text) as Record<string, unknown>
        } catch {
          return failure('组件JTreeSelect-condition传值有误，需要一个json字符串!')
        }
      }
      const matches = (row: SysCategory) =>
        Object.entries(condition).every(
          ([column, value]) => textOf((row as Record<string, unknown>)[columnToField(column)]) === String(value),
        )
      const parentId = pid
      return plain(
        categories(context)
          .filter((row) => row.pid === parentId && matches(row))
          .map(treeNode),
      )
    },
  },
]
