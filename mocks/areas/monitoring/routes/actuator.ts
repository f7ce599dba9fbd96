import { HttpResponse } from 'msw'
import { metric } from '../actuator-metrics'
import { httpTraces } from '../../../kernel/services/http-traces'
import type { Route } from '../../../kernel/routes/route'

/**
 * Spring Boot's actuator as JeecgBoot exposes it (`management.endpoints.web.exposure.include: metrics,httptrace`):
 * bare JSON, a token required, an unknown metric HTTP 404 with Spring's error body.
 */
export const actuatorRoutes: Route[] = [
  {
    path: '/actuator/metrics/:name',
    methods: ['GET'],
    handle({ backend, params, db, url }) {
      const found = metric(backend, params.name)
      if (found) return HttpResponse.json(found)
      return HttpResponse.json(
        { timestamp: new Date(db.now()).toISOString(), status: 404, error: 'Not Found', path: url.pathname },
        { status: 404 },
      )
    },
  },
  {
    path: '/actuator/httptrace',
    methods: ['GET'],
    handle: ({ backend }) => HttpResponse.json({ traces: httpTraces(backend) }),
  },
]
