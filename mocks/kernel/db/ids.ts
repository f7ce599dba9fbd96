/**
 * MyBatis-Plus `ASSIGN_ID` look-alike: a 64-bit snowflake (41-bit milliseconds since Twitter's
 * epoch, 5-bit datacenter, 5-bit worker, 12-bit sequence) written as a decimal string, which is
 * 19 digits for any date after 2015 — the shape the real server's ids have.
 */
const TWEPOCH = 1288834974657n
const DATACENTER_ID = 1n
const WORKER_ID = 1n
const MAX_SEQUENCE = 4095n

export function snowflakeId(timestampMs: number, sequence: number): string {
  const id =
    ((BigInt(Math.floor(timestampMs)) - TWEPOCH) << 22n) |
    (DATACENTER_ID << 17n) |
    (WORKER_ID << 12n) |
    (BigInt(sequence) & MAX_SEQUENCE)
  return id.toString()
}

/** Monotonic generator: ids stay unique and increasing even when called many times per millisecond. */
export function createIdGenerator(now: () => number): () => string {
  let lastTimestamp = 0
  let sequence = 0
  return () => {
    let timestamp = Math.max(Math.floor(now()), lastTimestamp)
    if (timestamp === lastTimestamp) {
      sequence += 1
      if (BigInt(sequence) > MAX_SEQUENCE) {
        timestamp += 1
        sequence = 0
      }
    } else {
      sequence = 0
    }
    lastTimestamp = timestamp
    return snowflakeId(timestamp, sequence)
  }
}
