/**
 * Where the header's notice bell goes (spec §2 "Header"). The notices feature renders its bell and popover from
 * here; until then the slot keeps its place in the header and shows nothing.
 */
export function HeaderNoticeSlot() {
  return null
}
