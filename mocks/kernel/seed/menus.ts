/** A button row of `sys_permission` (menu type 2): its code is what `@RequiresPermissions` and `v-has` name. */
export interface ButtonSpec {
  key: string
  name: string
  perms: string
  /** "1" show/hide strategy (default), "2" disable strategy. */
  permsType?: '1' | '2'
  /** "0" marks the button code invalid: the Vue 2 `v-has` directive then leaves the element alone. */
  status?: '1' | '0'
}

/**
 * A data rule (数据规则, a `sys_permission_data_rule` row) of a menu: which rows of the menu's list a role granted the
 * rule reaches. `ruleColumn` is an entity property; `ruleValue` may name a system variable (`#{sys_user_code}`).
 */
export interface DataRuleSpec {
  /** What a role's grant calls the rule, unique within its menu (`own`, `dept` …). */
  key: string
  ruleName: string
  ruleColumn: string | null
  /** A `QueryRuleEnum` condition (`=`, `!=`, `RIGHT_LIKE`, `IN` …) or `USE_SQL_RULES`. */
  ruleConditions: string
  ruleValue: string
  /** "0" switched off; in force ("1") unless it says so. */
  status?: string
}

/** A menu row of `sys_permission` with its children and buttons, as an area declares it in its `menus.json`. */
export interface MenuSpec {
  key: string
  name: string
  url: string
  component: string
  sortNo: number
  icon?: string
  componentName?: string
  redirect?: string
  keepAlive?: boolean
  hidden?: boolean
  hideTab?: boolean
  alwaysShow?: boolean
  internalOrExternal?: boolean
  route?: boolean
  children?: MenuSpec[]
  buttons?: ButtonSpec[]
  dataRules?: DataRuleSpec[]
}
