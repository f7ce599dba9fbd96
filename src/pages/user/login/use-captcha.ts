import { useCallback, useEffect, useState } from 'react'
import { authApi } from '@/api/auth'

/** The captcha image and its key; the key is the request time, as the original client used. */
export function useCaptcha() {
  const [checkKey, setCheckKey] = useState(() => Date.now())
  const [image, setImage] = useState<string>()
  const [failed, setFailed] = useState(false)

  const load = useCallback(async (key: number) => {
    try {
      const response = await authApi.captcha(key)
      setFailed(!response.success)
      setImage(response.success ? response.result : undefined)
    } catch {
      setFailed(true)
      setImage(undefined)
    }
  }, [])

  useEffect(() => {
    void load(checkKey)
  }, [checkKey, load])

  const refresh = useCallback(() => setCheckKey(Date.now()), [])
  return { checkKey, image, failed, refresh }
}
