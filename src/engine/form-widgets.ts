/*
 * The app's Formily widgets for the engine's forms, in a chunk of their own: the cron builder brings Formily and the
 * areas their tables, so the registry (which the signed-in shell carries) names them and loads them on first use.
 */
export { AreaAddressField as AreaAddressInput, AreaLinkageField as JAreaLinkage } from '@/widgets/area'
export { CronInput } from '@/widgets/cron'
