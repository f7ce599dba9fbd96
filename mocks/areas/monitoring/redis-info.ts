import type { Database } from '../../kernel/db/database'

/**
 * What the built-in backend's Redis holds: its live keys (tokens, captcha and SMS codes) plus the caches a real
 * server keeps beside them (one per dictionary, `sys:cache:dict::<code>`), so the count moves as people sign in.
 */
export function keyCount(db: Database): number {
  return db.kv.keys('').length + db.table('sys_dict').list().length
}

/** Seconds since the store's clock began, as Redis reports `uptime_in_seconds`. */
const uptimeSeconds = (db: Database) => Math.floor(db.now() / 1000) % 864_000

/**
 * `used_memory` in bytes: a base, a share per key, and the allocator's drift over the minute, so the monitor's
 * chart moves while it is watched.
 */
export function usedMemory(db: Database): number {
  const drift = Math.round(40_000 * Math.sin(db.now() / 7_000))
  return 1_048_576 + keyCount(db) * 1_536 + drift + 40_000
}

const human = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)}M`

/** `RedisInfo`'s fixed description map, for the properties this server reports. */
const DESCRIPTIONS: Record<string, string> = {
  redis_version: 'Redis 服务器版本',
  redis_mode: '运行模式，单机或者集群',
  os: 'Redis 服务器的宿主操作系统',
  arch_bits: '架构（32 或 64 位）',
  process_id: '服务器进程的 PID',
  tcp_port: 'TCP/IP 监听端口',
  uptime_in_seconds: '自 Redis 服务器启动以来，经过的秒数',
  uptime_in_days: '自 Redis 服务器启动以来，经过的天数',
  connected_clients: '已连接客户端的数量（不包括通过从属服务器连接的客户端）',
  blocked_clients: '正在等待阻塞命令（BLPOP、BRPOP、BRPOPLPUSH）的客户端的数量',
  used_memory: '由 Redis 分配器分配的内存总量，以字节（byte）为单位',
  used_memory_human: '以人类可读的格式返回 Redis 分配的内存总量',
  used_memory_peak: 'Redis 的内存消耗峰值（以字节为单位）',
  used_memory_peak_human: '以人类可读的格式返回 Redis 的内存消耗峰值',
  mem_fragmentation_ratio: 'used_memory_rss 和 used_memory 之间的比率',
  mem_allocator: '在编译时指定的， Redis 所使用的内存分配器。可以是 libc 、 jemalloc 或者 tcmalloc',
  total_connections_received: '服务器已接受的连接请求数量',
  total_commands_processed: '服务器已执行的命令数量',
  instantaneous_ops_per_sec: '服务器每秒钟执行的命令数量',
  rejected_connections: '因为最大客户端数量限制而被拒绝的连接请求数量',
  expired_keys: '因为过期而被自动删除的数据库键数量',
  evicted_keys: '因为最大内存容量限制而被驱逐（evict）的键数量',
  keyspace_hits: '查找数据库键成功的次数',
  keyspace_misses: '查找数据库键失败的次数',
  role: '在主从复制中，充当的角色',
  connected_slaves: '已连接的从服务器数量',
  aof_enabled: '服务器是否开启了 AOF 持久化',
  rdb_last_save_time: '最近一次成功创建持久化文件的时间戳',
}

/** `RedisServiceImpl.getRedisInfo`: one `{key, value, description}` per INFO property, every value text. */
export function redisInfo(db: Database): Array<{ key: string; value: string; description: string | null }> {
  const memory = usedMemory(db)
  const uptime = uptimeSeconds(db)
  const values: Record<string, string | number> = {
    redis_version: '5.0.14',
    redis_mode: 'standalone',
    os: 'Linux 5.10.0-28-amd64 x86_64',
    arch_bits: 64,
    process_id: 1,
    tcp_port: 6379,
    uptime_in_seconds: uptime,
    uptime_in_days: Math.floor(uptime / 86_400),
    connected_clients: 8,
    blocked_clients: 0,
    used_memory: memory,
    used_memory_human: human(memory),
    used_memory_peak: memory + 120_000,
    used_memory_peak_human: human(memory + 120_000),
    mem_fragmentation_ratio: '1.37',
    mem_allocator: 'jemalloc-5.1.0',
    total_connections_received: 1_024 + keyCount(db),
    total_commands_processed: 58_000 + uptime * 3,
    instantaneous_ops_per_sec: 2 + (uptime % 5),
    rejected_connections: 0,
    expired_keys: 312,
    evicted_keys: 0,
    keyspace_hits: 21_400 + uptime,
    keyspace_misses: 1_870,
    role: 'master',
    connected_slaves: 0,
    aof_enabled: 0,
    rdb_last_save_time: Math.floor(db.now() / 1000) - 300,
    db0: `keys=${keyCount(db)},expires=${db.kv.keys('').length},avg_ttl=3600000`,
  }
  return Object.entries(values).map(([key, value]) => ({
    key,
    value: String(value),
    description: DESCRIPTIONS[key] ?? null,
  }))
}
