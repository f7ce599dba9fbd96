/** A shallow copy of `object` without `keys`. */
export function omit<T extends object, K extends keyof T>(object: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...object }
  for (const key of keys) delete copy[key]
  return copy
}
