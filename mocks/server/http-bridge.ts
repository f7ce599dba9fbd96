import type { IncomingMessage, ServerResponse } from 'node:http'
import { getResponse, type RequestHandler } from 'msw'

/** Headers the real front end sends cross-origin (the app on :5173, the API elsewhere). */
const ALLOWED_HEADERS = [
  'X-Access-Token',
  'tenant-id',
  'X-Sign',
  'X-TIMESTAMP',
  'X-Low-App-ID',
  'Content-Type',
  'Authorization',
]

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin
  const requested = request.headers['access-control-request-headers']
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,OPTIONS',
    'Access-Control-Allow-Headers': requested ?? ALLOWED_HEADERS.join(','),
    'Access-Control-Expose-Headers': 'Content-Disposition',
    'Access-Control-Max-Age': '3600',
    Vary: 'Origin',
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** IncomingMessage → Fetch `Request`; the peer address goes in `X-Forwarded-For` like a proxy would put it. */
async function toFetchRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  if (!headers.has('x-forwarded-for') && request.socket.remoteAddress) {
    headers.set('x-forwarded-for', request.socket.remoteAddress.replace(/^::ffff:/, ''))
  }
  const method = request.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request)
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  })
}

/**
 * Serves msw handlers over a real socket: each request becomes a Fetch `Request`, runs through
 * `getResponse`, and the answer is written back with CORS headers for any origin. Preflights are
 * answered here (the real JwtFilter answers OPTIONS with 200 too). Anything no handler takes gets a
 * 404 Result.
 */
export function createRequestListener(handlers: RequestHandler[], origin: () => string) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const cors = corsHeaders(request)
    try {
      if (request.method === 'OPTIONS') {
        response.writeHead(200, cors).end()
        return
      }
      const answer = await getResponse(handlers, await toFetchRequest(request, origin()))
      if (!answer) {
        const body = JSON.stringify({
          success: false,
          message: '路径不存在，请检查路径是否正确',
          code: 404,
          result: null,
          timestamp: Date.now(),
        })
        response.writeHead(404, { ...cors, 'Content-Type': 'application/json;charset=UTF-8' }).end(body)
        return
      }
      const headers: Record<string, string> = { ...cors }
      answer.headers.forEach((value, name) => {
        headers[name] = value
      })
      response.writeHead(answer.status, answer.statusText, headers)
      response.end(Buffer.from(await answer.arrayBuffer()))
    } catch (error) {
      const body = JSON.stringify({
        success: false,
        message: `操作失败，${(error as Error).message}`,
        code: 500,
        result: null,
        timestamp: Date.now(),
      })
      if (!response.headersSent) response.writeHead(500, { ...cors, 'Content-Type': 'application/json;charset=UTF-8' })
      response.end(body)
    }
  }
}
