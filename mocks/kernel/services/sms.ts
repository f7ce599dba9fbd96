import type { Database } from '../db/database'
import { formatDateTime } from '../db/time'

/** Codes stay valid for 10 minutes (`redisUtil.set(mobile, captcha, 600)`). */
export const SMS_CODE_TTL_SECONDS = 600

export interface SmsMessage {
  mobile: string
  code: string
  /** "0" login, "1" register, "2" forgot password. */
  smsmode: string
  text: string
  sentAt: string
}

/**
 * Where the built-in backend "delivers" text messages. Not part of the real contract: tests read it
 * through `GET /jeecg-boot/__mock__/sms-outbox?mobile=`, and the browser runtime also logs each one.
 */
export interface SmsOutbox {
  deliver(message: SmsMessage): void
  /** Newest first. */
  list(mobile?: string): SmsMessage[]
  clear(): void
}

export function createSmsOutbox(onDeliver?: (message: SmsMessage) => void): SmsOutbox {
  const messages: SmsMessage[] = []
  return {
    deliver(message) {
      messages.unshift(message)
      onDeliver?.(message)
    },
    list: (mobile) => messages.filter((message) => mobile === undefined || message.mobile === mobile),
    clear() {
      messages.length = 0
    },
  }
}

const TEMPLATES: Record<string, string> = {
  '0': '您的登录验证码为：{code}，10分钟内有效，请勿泄露。',
  '1': '您的注册验证码为：{code}，10分钟内有效。如非本人操作，请忽略本短信。',
  '2': '您正在找回密码，验证码为：{code}，10分钟内有效。',
}

const keyFor = (mobile: string) => `sys:sms:${mobile}`

export function pendingSmsCode(db: Database, mobile: string): string | undefined {
  return db.kv.get<string>(keyFor(mobile))
}

/** Sends a six-digit code with the template of `smsmode`; false when the mode has no template (the real "发送失败"). */
export function sendSmsCode(db: Database, outbox: SmsOutbox, mobile: string, smsmode: string): boolean {
  const template = TEMPLATES[smsmode]
  if (template === undefined) return false
  const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')
  db.kv.set(keyFor(mobile), code, SMS_CODE_TTL_SECONDS)
  outbox.deliver({
    mobile,
    code,
    smsmode,
    text: `【北京知产】${template.replace('{code}', code)}`,
    sentAt: formatDateTime(db.now()),
  })
  return true
}

/** `redisUtil.set(phone, smscode, 600)` after a successful phone verification: the code lives on for the reset step. */
export function extendSmsCode(db: Database, mobile: string, code: string): void {
  db.kv.set(keyFor(mobile), code, SMS_CODE_TTL_SECONDS)
}
