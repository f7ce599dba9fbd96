export { JAreaLinkage, type JAreaLinkageProps } from './JAreaLinkage'
export { AREA_ROOT, loadAreaTable, pathOf, type AreaTable } from './area-table'
export { AreaAddressInput, type AreaAddressInputProps } from './AreaAddressInput'
export { joinAddress, splitAddress } from './address'
