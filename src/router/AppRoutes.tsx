import { lazy, Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { PageLoading } from '@/pages/common/PageLoading'
import { RequireSession } from './RequireSession'
import { GuestOnly } from './GuestOnly'

const UserLayout = lazy(() => import('@/pages/user/UserLayout'))
const Login = lazy(() => import('@/pages/user/Login'))
const Register = lazy(() => import('@/pages/user/Register'))
const RegisterResult = lazy(() => import('@/pages/user/RegisterResult'))
const Alteration = lazy(() => import('@/pages/user/Alteration'))

/** Public routes load the sign-in bundle only; everything else waits for a session (spec §2 "Route guard"). */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/user" element={<UserLayout />}>
          <Route index element={<Navigate to="/user/login" replace />} />
          <Route path="login" element={<GuestOnly><Login /></GuestOnly>} />
          <Route path="register" element={<Register />} />
          <Route path="register-result" element={<RegisterResult />} />
          <Route path="alteration" element={<Alteration />} />
        </Route>
        <Route path="*" element={<RequireSession />} />
      </Routes>
    </Suspense>
  )
}
