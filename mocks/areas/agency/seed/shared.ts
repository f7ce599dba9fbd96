import type { Row } from '../../../kernel/db/table'
import { seedShare } from '../../../kernel/seed/context'
import type { AgencySeed } from './support'

/** What the agency's seed leaves for the finance and people areas: its stream and clock, and the seeded cases. */
export const AGENCY_SEED = seedShare<{ seed: AgencySeed; cases: readonly Row[] }>('agency')
