import { HttpResponse } from 'msw'
import { ok, result } from '../../../kernel/services/result'
import { keyCount, redisInfo, usedMemory } from '../redis-info'
import type { Route } from '../../../kernel/routes/route'

/** The disk the built-in backend reports: one root, as `File.listRoots()` gives on Linux. */
const DISK_TOTAL = 107_374_182_400

/**
 * `ActuatorRedisController` (`/sys/actuator/redis`): the INFO table in the Result envelope, and the two point-in-time
 * figures the monitor polls, which answer bare JSON.
 */
export const redisMonitorRoutes: Route[] = [
  {
    path: '/sys/actuator/redis/info',
    methods: ['GET'],
    handle: ({ db }) => ok(redisInfo(db)),
  },
  {
    path: '/sys/actuator/redis/keysSize',
    methods: ['GET'],
    handle: ({ db }) => HttpResponse.json({ create_time: db.now(), dbSize: keyCount(db) }),
  },
  {
    path: '/sys/actuator/redis/memoryInfo',
    methods: ['GET'],
    handle: ({ db }) => HttpResponse.json({ used_memory: String(usedMemory(db)), create_time: db.now() }),
  },
  {
    // `restPPT` is the used share in percent, whatever its name says; free space shrinks as files are stored.
    path: '/sys/actuator/redis/queryDiskInfo',
    methods: ['GET'],
    handle({ db }) {
      const stored = db.table('sys_log').list().length * 4_096
      const rest = Math.round(DISK_TOTAL * 0.58) - stored
      return result({
        code: 200,
        message: '查询成功',
        result: [
          {
            name: '/',
            max: DISK_TOTAL,
            rest,
            restPPT: Math.floor(((DISK_TOTAL - rest) * 100) / DISK_TOTAL),
          },
        ],
      })
    },
  },
]
