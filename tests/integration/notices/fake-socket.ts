/** A WebSocket the test drives by hand: it opens, answers, fails and closes when told to. */
export class FakeSocket {
  static created: FakeSocket[] = []
  sent: string[] = []
  closed = false
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.created.push(this)
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.created.at(-1)
    if (!socket) throw new Error('no socket was created')
    return socket
  }

  send(text: string): void {
    this.sent.push(text)
  }

  close(): void {
    this.closed = true
  }

  open(): void {
    this.onopen?.(new Event('open'))
  }

  receive(data: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data }))
  }

  fail(): void {
    this.onerror?.(new Event('error'))
    this.onclose?.(new CloseEvent('close', { code: 1006 }))
  }

  drop(): void {
    this.onclose?.(new CloseEvent('close', { code: 1000 }))
  }
}

export const createFakeSocket = (url: string, protocols: string[]) =>
  new FakeSocket(url, protocols) as unknown as WebSocket
