import type { Route } from '../../kernel/routes/route'
import { orderRoutes } from './orders'

/** The backend's demo module (`/test/...`): the screens that show what the engine can do. */
export const demoRoutes: Route[] = [...orderRoutes]
