/** An air waybill number as people read it: the number once, named "AWB" only when its prefix does not already say so. */
export const awbText = (awbNo: string) => (/^AWB/i.test(awbNo) ? awbNo : `AWB ${awbNo}`);
