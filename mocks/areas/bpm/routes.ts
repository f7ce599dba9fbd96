import type { Route } from '../../kernel/routes/route'
import { businessProcessRoutes } from './business'
import { changeRoutes } from './change'
import { formRoutes } from './forms'
import { instanceRoutes } from './instances'
import { modelRoutes } from './models'
import { handoverRoutes } from './handover'
import { starterRoutes } from './starter'
import { taskInfoRoutes } from './task-info'
import { taskRoutes } from './tasks'

/** Workflow models, form links, instances and tasks for the process designer, its status viewer and the workflow lists. */
export const bpmRoutes: Route[] = [
  ...modelRoutes,
  ...formRoutes,
  ...instanceRoutes,
  ...taskRoutes,
  ...taskInfoRoutes,
  ...handoverRoutes,
  ...starterRoutes,
  ...businessProcessRoutes,
  ...changeRoutes,
]
