/**
 * The storefront API's paths (issue 43 §2), below its own base: a shop's storefront calls them with an API key
 * (`Authorization: Bearer shop_…`), never with a staff session. Its OpenAPI document is its own, apart from the staff
 * API's, and every operationId begins with `store`.
 */
export const STORE_API_BASE = '/api/store/v1';

export const STORE_API = {
  openapi: '/openapi.json',
  products: '/products',
  product: (id: number | string) => `/products/${id}`,
  categories: '/categories',
  home: '/home',
  faqs: '/faqs',
  popularSearches: '/popular-searches',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  delivery: '/delivery',
  quote: '/cart/quote',
  orders: '/orders',
  order: (orderNo: string) => `/orders/${orderNo}`,
  cancel: (orderNo: string) => `/orders/${orderNo}/cancel`,
  payment: (orderNo: string) => `/orders/${orderNo}/payments`,
  returns: (orderNo: string) => `/orders/${orderNo}/returns`,
  returnQuestions: '/return-questions',
  tickets: '/tickets',
  ticket: (id: number | string) => `/tickets/${id}`,
  ticketMessages: (id: number | string) => `/tickets/${id}/messages`,
  reviews: (productId: number | string) => `/products/${productId}/reviews`,
  customers: '/customers',
  account: '/customers/account',
} as const;

/** How the storefront API says a call was refused for its key, its scope or its rate. */
export const STORE_MESSAGES = {
  tooManyBadKeys: (seconds: number) =>
    `Too many calls with an unknown API key from this address. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  rateLimited: (seconds: number) =>
    `This API key made too many requests this minute. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;
