import { useCallback, useEffect, useRef, useState } from 'react'
import { authApi } from '@/api/auth'

/**
 * The captcha image and its key; the key is the request time, as the original client used. Only the answer for
 * the latest key is shown: an older answer arriving late would display a code the server checks against another key.
 */
export function useCaptcha() {
  const [checkKey, setCheckKey] = useState(() => Date.now())
  const latestKey = useRef(checkKey)
  const [image, setImage] = useState<string>()
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    latestKey.current = checkKey
    authApi.sysRandomImage(String(checkKey)).then(
      (response) => {
        if (latestKey.current !== checkKey) return
        setFailed(!response.success)
        setImage(response.success ? response.result : undefined)
      },
      () => {
        if (latestKey.current === checkKey) setFailed(true)
      },
    )
  }, [checkKey])

  // A new key per refresh, even for two clicks within the same millisecond; its image is not drawn until it arrives.
  const refresh = useCallback(() => {
    setImage(undefined)
    setCheckKey((previous) => Math.max(Date.now(), previous + 1))
  }, [])
  return { checkKey, image, failed, refresh }
}
