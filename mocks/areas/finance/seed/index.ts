import { seedWaitingFee } from './waiting-fee'
import { refreshSettled } from '../../agency/resources/ipr-settlement'
import type { SeedContext } from '../../../kernel/seed/context'
import { AGENCY_SEED } from '../../agency/seed/shared'
import { createNumberer, sideSeed } from '../../agency/seed/support'
import { seedBills } from './bills'
import { seedInvoices } from './invoices'
import { insertReceipts, planReceiptDrafts } from './receipts'
import { seedRefunds } from './refunds'
import { seedRequisitions } from './requisitions'
import { seedFinanceSettings } from './settings'

/** The start of the stream the settled cases' bills draw from, apart from the seed's own. */
const SETTLED_BILLS_STREAM = 20260334

/**
 * The firm's money over the agency seed: receipts for the paid plan rows, bills for the billed fees with the receipts
 * that paid them, invoices and refunds of those receipts, requisitions for the official fees paid; then the settled
 * cases' bills, paid in full. What the receipts (less their refunds) settle is then worked out by the same code a new
 * receipt goes through.
 */
export function seedFinance(ctx: SeedContext): void {
  const { seed } = ctx.shared(AGENCY_SEED)
  seedFinanceSettings(seed.ctx)
  seedWaitingFee(seed)
  const settled = sideSeed(seed, SETTLED_BILLS_STREAM)
  const billReceipts = seedBills(seed, settled)
  const number = createNumberer()
  const receipts = insertReceipts(seed, [...planReceiptDrafts(seed), ...billReceipts.open], number)
  const settledReceipts = insertReceipts(settled, billReceipts.settled, number)
  seedInvoices(seed, receipts)
  seedRequisitions(seed)
  seedRefunds(seed, receipts)
  for (const receipt of [...receipts, ...settledReceipts]) refreshSettled(seed.ctx.db, receipt, seed.today)
}
