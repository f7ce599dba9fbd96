import type { Database } from '../db/database'
import type { SysUser } from '../db/entities'
import { formatDateTime } from '../db/time'

export const LOG_TYPE_LOGIN = 1

/**
 * `baseCommonService.addLog`: `userid` holds the login name and `username` the real name, as on the
 * real server (the columns are named the other way round).
 */
export interface LogEntry {
  content: string
  logType: number
  operateType?: number | null
  user?: SysUser | null
  ip: string
  /** What `AutoLogAspect` records of the request behind an operation. */
  request?: { url: string; type: string; method: string; param: string | null }
  /** A scheduled job's run, which no request carries: its class method, parameter and duration in milliseconds. */
  job?: { method: string; param: string | null; costTime: number }
}

export function addLog(db: Database, entry: LogEntry): void {
  db.table('sys_log').insert({
    costTime: entry.job?.costTime ?? (entry.request ? 0 : null),
    ip: entry.ip,
    requestParam: entry.request?.param ?? entry.job?.param ?? null,
    requestType: entry.request?.type ?? null,
    requestUrl: entry.request?.url ?? null,
    method: entry.request?.method ?? entry.job?.method ?? null,
    username: entry.user?.realname ?? null,
    userid: entry.user?.username ?? null,
    logContent: entry.content,
    logType: entry.logType,
    operateType: entry.operateType ?? null,
    createBy: entry.request ? (entry.user?.username ?? null) : null,
    createTime: formatDateTime(db.now()),
    updateBy: null,
    updateTime: null,
  })
}

/** `IpUtils.getIpAddr`: the first proxy header present, else the peer (which the mock only knows on its HTTP server). */
export function clientIp(request: Request): string {
  for (const header of [
    'x-forwarded-for',
    'proxy-client-ip',
    'wl-proxy-client-ip',
    'http_client_ip',
    'http_x_forwarded_for',
  ]) {
    const value = request.headers.get(header)
    if (value && value.toLowerCase() !== 'unknown') return value.split(',')[0].trim()
  }
  return '127.0.0.1'
}
