import { useCallback, useState } from 'react'

/**
 * State that belongs to one key (a report code, a report id): it reads as `initial` as soon as the key changes, in
 * that same render, instead of showing the previous key's state until an effect resets it. A load sets the state
 * for the key it was started for.
 */
export function useKeyedState<T>(key: string, initial: T): [T, (key: string, state: T) => void] {
  const [held, setHeld] = useState<{ key: string; state: T }>({ key, state: initial })
  const set = useCallback((owner: string, state: T) => setHeld({ key: owner, state }), [])
  return [held.key === key ? held.state : initial, set]
}
