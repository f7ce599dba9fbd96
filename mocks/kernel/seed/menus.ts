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
}
