import type { Area } from '../kernel/area'
import { agencyArea } from './agency'
import { bpmArea } from './bpm'
import { demoArea } from './demo'
import { financeArea } from './finance'
import { messageArea } from './message'
import { monitoringArea } from './monitoring'
import { onlineFormArea } from './online-form'
import { onlineReportArea } from './online-report'
import { ossArea } from './oss'
import { peopleArea } from './people'
import { statisticsArea } from './statistics'
import { systemArea } from './system'

/** Bump whenever the seed changes: browsers holding an older copy then reseed on the next load. */
export const SEED_VERSION = '17'

/**
 * The areas of the built-in backend, in seed order: an area seeds after the ones it reads (the agency after the
 * system's users, finance and people after the agency's cases). A new area is a folder exporting its `Area` and a
 * line at the end here.
 */
export const AREAS: readonly Area[] = [
  systemArea,
  onlineReportArea,
  onlineFormArea,
  bpmArea,
  demoArea,
  agencyArea,
  statisticsArea,
  financeArea,
  peopleArea,
  messageArea,
  ossArea,
  monitoringArea,
]
