import type { Bands } from '../generated/schema-language'

/** The colour of the first band a number falls in (at most its `upTo`), none above them all. */
export const bandColor = (bands: Bands, value: number): string | undefined =>
  bands.find((band) => value <= band.upTo)?.color
