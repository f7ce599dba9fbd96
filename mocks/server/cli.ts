/**
 * `npm run serve:mock [-- --port 8080] [--data file.json]`: the built-in backend on a real port, so a
 * build configured with `VITE_API_BASE_URL=http://127.0.0.1:8080/jeecg-boot` talks to it over HTTP.
 */
import { parseArgs } from 'node:util'
import { startMockServer } from './index'

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    data: { type: 'string' },
  },
})

const port = Number.parseInt(values.port ?? process.env.MOCK_PORT ?? '8080', 10)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`invalid port: ${values.port ?? process.env.MOCK_PORT}`)
  process.exit(1)
}

const server = await startMockServer({ port, persistenceFile: values.data })
console.log(`Built-in backend listening on ${server.url}`)
console.log(`  WebSocket: ${server.url.replace(/^http/, 'ws')}/websocket/{userId}`)
console.log(
  `  Sign in as admin / 123456 (data ${values.data ? `kept in ${values.data}` : 'in memory, reseeded on restart'})`,
)

const shutdown = () => {
  void server.close().then(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
