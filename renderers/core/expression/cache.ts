/**
 * Schemas repeat the same few expressions on every render; keeping the parsed form avoids
 * re-tokenizing them. The bound keeps a stream of generated expressions from growing memory forever.
 */
export function memoize<T>(build: (key: string) => T, limit = 1000): (key: string) => T {
  const entries = new Map<string, T>()
  return (key) => {
    if (entries.has(key)) return entries.get(key)!
    const value = build(key)
    if (entries.size >= limit) entries.delete(entries.keys().next().value!)
    entries.set(key, value)
    return value
  }
}
