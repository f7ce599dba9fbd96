import type { Area } from '../../kernel/area'
import menus from './menus.json'
import { onlineFormRoutes } from './routes'
import { seedOnlineForms } from './seed'

/** 在线开发 › Online表单开发: the form designer, its synced tables and the auto list and form of every form. */
export const onlineFormArea: Area = {
  name: 'online-form',
  routes: onlineFormRoutes,
  menus,
  seed: seedOnlineForms,
}
