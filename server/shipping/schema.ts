/** The built-in shipping partner's air waybill numbers. */
import { pgSequence } from 'drizzle-orm/pg-core';

/** Numbers behind the prefixes: sequences never block concurrent transactions (gaps are allowed). */
export const awbNumberSeq = pgSequence('awb_number_seq', { startWith: 100001 });
