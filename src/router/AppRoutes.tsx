import { lazy, Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { PageLoading } from '@/pages/common/PageLoading'
import { RequireSession } from './RequireSession'
import { GuestOnly } from './GuestOnly'

import UserLayout from '@/pages/user/UserLayout'
import Login from '@/pages/user/Login'

// The login page is part of the entry chunk on purpose: lazy, it would split every module it shares with the
// shell into a small common chunk of its own and the first visit would cost dozens of requests.
const Register = lazy(() => import('@/pages/user/Register'))
const RegisterResult = lazy(() => import('@/pages/user/RegisterResult'))
const Alteration = lazy(() => import('@/pages/user/Alteration'))

/** Public routes need only the entry chunk; everything else waits for a session (RequireSession). */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/user" element={<UserLayout />}>
          <Route index element={<Navigate to="/user/login" replace />} />
          <Route
            path="login"
            element={
              <GuestOnly>
                <Login />
              </GuestOnly>
            }
          />
          <Route path="register" element={<Register />} />
          <Route path="register-result" element={<RegisterResult />} />
          <Route path="alteration" element={<Alteration />} />
        </Route>
        <Route path="*" element={<RequireSession />} />
      </Routes>
    </Suspense>
  )
}
