import { useState, type ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { homePath } from '@/config/env'
import { session } from '@/session/session-store'

/**
 * A signed-in user who opens the login page goes home. Only the token present on arrival counts: a sign-in in
 * progress stores its token before the department and tenant choices, and must not be cut short.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(() => !!session.token)
  return signedInOnArrival ? <Navigate to={homePath} replace /> : <>{children}</>
}
