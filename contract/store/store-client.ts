/**
 * The storefront API's typed client: one method per operation, named by its operationId, taking and returning the
 * contract's own types (the server validates and answers with the same zod schemas, and the API tests check every answer
 * against the OpenAPI document). Any fetch works: the global one against a running portal (`npm run simulate`), or one
 * that injects into an app in tests. A refusal throws StoreApiError with the envelope's errors and, for 429, Retry-After.
 */
import type { z } from 'zod';
import type { ApiErrorItem } from '../platform/envelope';
import { IDEMPOTENCY_HEADER } from '../orders/order-processing';
import { STORE_API, STORE_API_BASE } from './store-api';
import type { StoreAccount, StoreCustomerSave } from './store-customers';
import type {
  StoreReturnRequestSchema,
  StoreReturnSchema,
  StoreReviewCreateSchema,
  StoreReviewSchema,
  StoreTicketCreateSchema,
  StoreTicketReplySchema,
  StoreTicketSchema,
  StoreReturnQuestionSchema,
} from './store-care';
import type {
  StoreCategory,
  StoreHomeSchema,
  StoreProduct,
  StoreProductPage,
  StoreProductQuery,
} from './store-catalogue';
import type {
  StoreBlogPostSchema,
  StoreBlogSummarySchema,
  StoreFaqSchema,
  StorePopularSearchSchema,
} from './store-content';
import type {
  StoreCancelSchema,
  StoreCart,
  StoreDeliverySchema,
  StoreOrder,
  StorePaymentSchema,
  StorePlaceOrder,
  StoreQuote,
} from './store-orders';

export class StoreApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
    /** Seconds to wait, from Retry-After (429). */
    readonly retryAfter: number | null,
  ) {
    super(errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; ') || `HTTP ${status}`);
    this.name = 'StoreApiError';
  }
}

export interface StoreClientOptions {
  /** The portal's address, e.g. `http://localhost:8080`. */
  baseUrl: string;
  /** The secret of an API key made on the API KEYS screen. */
  apiKey: string;
  fetch?: typeof fetch;
}

type Who = { email?: string; phone?: string };
type Query = Record<string, string | number | undefined>;

export function createStoreClient({ baseUrl, apiKey, fetch: doFetch = fetch }: StoreClientOptions) {
  const root = `${baseUrl.replace(/\/+$/, '')}${STORE_API_BASE}`;
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    { query, body, headers }: { query?: Query; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const search = new URLSearchParams(
      Object.entries(query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    ).toString();
    const response = await doFetch(`${root}${path}${search ? `?${search}` : ''}`, {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const envelope = text ? (JSON.parse(text) as { output: T; errors?: ApiErrorItem[] }) : null;
    if (!response.ok) {
      const retry = response.headers.get('retry-after');
      throw new StoreApiError(response.status, envelope?.errors ?? [], retry === null ? null : Number(retry));
    }
    return envelope!.output;
  }
  const orderNo = encodeURIComponent;
  return {
    storeListProducts: (query: Partial<StoreProductQuery> = {}) =>
      call<StoreProductPage>('GET', STORE_API.products, { query }),
    storeGetProduct: (id: number) => call<StoreProduct>('GET', STORE_API.product(id)),
    storeListCategories: () => call<StoreCategory[]>('GET', STORE_API.categories),
    storeGetHome: () => call<z.infer<typeof StoreHomeSchema>>('GET', STORE_API.home),
    storeListFaqs: (type: 'General' | 'Wallet' = 'General') =>
      call<z.infer<typeof StoreFaqSchema>[]>('GET', STORE_API.faqs, { query: { type } }),
    storeListPopularSearches: () => call<z.infer<typeof StorePopularSearchSchema>[]>('GET', STORE_API.popularSearches),
    storeListBlogPosts: () => call<z.infer<typeof StoreBlogSummarySchema>[]>('GET', STORE_API.blog),
    storeGetBlogPost: (slug: string) =>
      call<z.infer<typeof StoreBlogPostSchema>>('GET', STORE_API.blogPost(encodeURIComponent(slug))),
    storeCheckDelivery: (pincode: string) =>
      call<z.infer<typeof StoreDeliverySchema>>('GET', STORE_API.delivery, { query: { pincode } }),
    storeQuoteCart: (cart: StoreCart) => call<StoreQuote>('POST', STORE_API.quote, { body: cart }),
    /** Send the same idempotencyKey again after a lost answer: the same order comes back. */
    storePlaceOrder: (order: StorePlaceOrder, idempotencyKey: string) =>
      call<StoreOrder>('POST', STORE_API.orders, { body: order, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
    storeGetOrder: (no: string, who: Who) => call<StoreOrder>('GET', STORE_API.order(orderNo(no)), { query: who }),
    storeCancelOrder: (no: string, body: z.input<typeof StoreCancelSchema>) =>
      call<StoreOrder>('POST', STORE_API.cancel(orderNo(no)), { body }),
    storeRecordPayment: (no: string, body: z.input<typeof StorePaymentSchema>) =>
      call<{ orderNo: string; status: string; paymentStatus: string }>('POST', STORE_API.payment(orderNo(no)), {
        body,
      }),
    storeListReturnQuestions: () => call<z.infer<typeof StoreReturnQuestionSchema>[]>('GET', STORE_API.returnQuestions),
    storeRequestReturn: (no: string, body: z.input<typeof StoreReturnRequestSchema>) =>
      call<z.infer<typeof StoreReturnSchema>>('POST', STORE_API.returns(orderNo(no)), { body }),
    storeCreateTicket: (body: z.input<typeof StoreTicketCreateSchema>) =>
      call<z.infer<typeof StoreTicketSchema>>('POST', STORE_API.tickets, { body }),
    storeGetTicket: (id: number, who: Who) =>
      call<z.infer<typeof StoreTicketSchema>>('GET', STORE_API.ticket(id), { query: who }),
    storeReplyTicket: (id: number, body: z.input<typeof StoreTicketReplySchema>) =>
      call<z.infer<typeof StoreTicketSchema>>('POST', STORE_API.ticketMessages(id), { body }),
    storeCreateReview: (productId: number, body: z.input<typeof StoreReviewCreateSchema>) =>
      call<z.infer<typeof StoreReviewSchema>>('POST', STORE_API.reviews(productId), { body }),
    /** Signs a shopper up, or changes the details of the customer with this e-mail. */
    storeSaveCustomer: (body: StoreCustomerSave) => call<StoreAccount>('PUT', STORE_API.customers, { body }),
    storeGetCustomer: (who: Who) => call<StoreAccount>('GET', STORE_API.account, { query: who }),
  };
}

export type StoreClient = ReturnType<typeof createStoreClient>;
