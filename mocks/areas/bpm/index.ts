import type { Area } from '../../kernel/area'
import menus from './menus.json'
import { bpmRoutes } from './routes'
import { seedBpm } from './seed'

/** 流程管理: process models, their forms, instances and tasks. */
export const bpmArea: Area = {
  name: 'bpm',
  routes: bpmRoutes,
  menus,
  seed: (ctx) => seedBpm(ctx.db),
}
