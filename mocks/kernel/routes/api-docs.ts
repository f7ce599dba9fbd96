import { HttpResponse } from 'msw'
import type { Route } from './route'

/**
 * The OpenAPI 3.1 document generated from schemas/ (`npm run codegen`), where springdoc serves it. Anonymous, like the
 * real server's swagger paths. Loaded on the first request so the mock bundle does not carry it.
 */
export const apiDocsRoutes: Route[] = [
  {
    path: '/v3/api-docs',
    methods: ['GET'],
    async handle() {
      const { default: document } = await import('../../../openapi.json')
      return HttpResponse.json(document)
    },
  },
]
