import { audit, type SeedContext } from './context'

/** A dictionary as an area declares it in its `dicts.json`: a `sys_dict` row with its `sys_dict_item` rows. */
export interface DictSpec {
  code: string
  name: string
  description: string
  /** In `sort_order`; `status` 1 enabled (the default), 0 disabled. */
  items: readonly { value: string; text: string; status?: number }[]
}

/** `sys_dict` rows with their items, stamped over the first days of March 2021 like the rest of the base data. */
export function insertDicts(ctx: SeedContext, specs: readonly DictSpec[]): void {
  specs.forEach((spec, dictIndex) => {
    const createTime = `2021-03-0${1 + (dictIndex % 9)} 14:${String(dictIndex).padStart(2, '0')}:00`
    const dict = ctx.db.table('sys_dict').insert({
      id: ctx.id(),
      dictName: spec.name,
      dictCode: spec.code,
      description: spec.description,
      delFlag: 0,
      type: 0,
      ...audit(createTime),
    })
    spec.items.forEach(({ value, text, status = 1 }, index) => {
      ctx.db.table('sys_dict_item').insert({
        id: ctx.id(),
        dictId: dict.id,
        itemText: text,
        itemValue: value,
        description: null,
        sortOrder: index + 1,
        status,
        ...audit(createTime),
      })
    })
  })
}
