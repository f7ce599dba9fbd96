import type { Area } from '../../kernel/area'
import menus from './menus.json'
import { actuatorRoutes } from './routes/actuator'
import { dataLogRoutes } from './routes/data-logs'
import { onlineUserRoutes } from './routes/online-users'
import { redisMonitorRoutes } from './routes/redis-monitor'
import { seedDataLogs } from './seed'

/** 系统监控: online users, data change logs, Redis and the actuator's figures. */
export const monitoringArea: Area = {
  name: 'monitoring',
  routes: [...onlineUserRoutes, ...dataLogRoutes, ...redisMonitorRoutes, ...actuatorRoutes],
  menus,
  seed: seedDataLogs,
}
