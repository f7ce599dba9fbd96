/** A copy of `record` without `keys`: the write-only or read-only fields a controller drops before it answers or saves. */
export function omit<T extends object, K extends keyof T>(record: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...record }
  for (const key of keys) delete copy[key]
  return copy
}
