/** The wallet posting call, as the dialog's machine wants it: refusals with field errors are an outcome, not a failure. */
import { WALLET_API, type WalletPostingResult } from '../../../contract';
import { IDEMPOTENCY_HEADER } from '../../../contract/orders/order-processing';
import type { WalletPostInput, WalletPostOutcome } from '../../../machines/wallets/wallet-adjustment.machine';
import { api, ApiError } from '../../lib/api';

/** 400 and 409 carry messages for the form (a debit past zero lands on the amount); anything else is a failure to retry. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 400 || error.status === 409);

export async function postWalletAdjustment({
  customerId,
  values,
  idempotencyKey,
}: WalletPostInput): Promise<WalletPostOutcome> {
  try {
    const result = await api.post<WalletPostingResult>(WALLET_API.transactions(customerId), values, {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    });
    return { ok: true, result };
  } catch (error) {
    if (isRefusal(error))
      return { ok: false, errors: error.errors.length ? error.errors : [{ message: error.message }] };
    throw error;
  }
}
