/**
 * Gives `target` a stand-in for an API jsdom leaves out (absent, or present but undefined); where the environment has
 * one, it is kept. Read through a key rather than as `object.method`, which would take the method off its object.
 */
export function fillIn<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  target[key] ??= value
}
