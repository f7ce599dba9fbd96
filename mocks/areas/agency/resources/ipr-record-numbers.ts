/**
 * The number rule of each kind of IP record (`iprFlag` → rule name, rule code, prefix): the page of a kind draws its
 * rule, the server draws it on save when the number is left empty, and the seed numbers records the same way.
 */
export const IP_RECORD_NUMBERS: Readonly<Record<string, readonly [name: string, code: string, prefix: string]>> = {
  '1': ['版权编号', 'ipr_copyright_no', 'BQ'],
  '2': ['商标编号', 'ipr_trademark_no', 'SB'],
  '3': ['项目编号', 'ipr_project_no', 'XM'],
  '4': ['转让编号', 'ipr_transfer_no', 'ZR'],
  '5': ['缴费编号', 'ipr_payment_no', 'JF'],
}
