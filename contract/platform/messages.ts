/** The message catalogue: every user-facing message in the seed's wording (seed §5, §8), kept once. */
import { CONSTANTS } from './constants';
import { plural } from './plural';
import type { OrderActionEvent } from '../orders/order-status';

export const MESSAGES = {
  technicalError: 'We are facing some technical error, Please try again after sometime.',
  incorrectLogin: 'Incorrect username and password.',
  currentPasswordWrong: 'Current password is not correct please check and try again.',
  masterAdminOnly: 'Only Master Admin can use this feature.',
  passwordMismatch: 'New Password and Confirm Password do not match!',
  unsavedLeave: 'Current page data is not saved. Are you want to move?',
  fileTooLarge: 'File size must be less than or equal to 2 MB.',
  uploadFailed: 'Failed to upload a file.',
  /** Seed §2/§8: the tag field's hint when nothing matches what is typed. */
  tagNoResults: (text: string) => `No results matching "${text}". Press enter to create a new one.`,
  // Ours, where the seed is silent (PRODUCT.md API conventions).
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Please try again in ${plural(minutes, 'minute')}.`,
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** A request body past the server's size bound (the 1 MB of server/platform/http/json-body.ts). */
  requestTooLarge: 'The request is too large. It must be less than or equal to 1 MB.',
  requestTooDeep: (depth: number) => `The request is nested too deeply. At most ${depth} levels are allowed.`,
  noPermission: 'You do not have permission to do this.',
  notFound: 'The requested record was not found.',
  loading: 'Loading...',
  samePassword: 'New password must be different from the current password.',
  passwordChanged: 'Password changed successfully',
  endBeforeStart: 'End date must be on or after the start date',
  maxBelowMin: 'Maximum order amount must be at least the minimum order amount',
  staleVersion: 'This record was changed by someone else. Reload it to see the latest version.',
  unknownFilterKey: (key: string) => `${key} cannot be used to filter or sort here`,
  operationNotAllowed: (key: string, op: string) => `${key} cannot be filtered with ${op}`,
  invalidFilterValue: (key: string) => `${key} has a value of the wrong type`,
  tooManyCriteria: (max: number) => `A search can have at most ${max} filters`,
  tooManyFilterValues: (max: number) => `A filter can have at most ${max.toLocaleString('en-IN')} values`,
  noSuchDate: 'This date does not exist',
  tooManySavedViews: (max: number) => `You can keep at most ${max} saved views of a table. Delete one to save another.`,
  viewTooLarge: 'This view holds too many filter values to be saved. Remove some and try again.',
  allRowsCapped: (cap: number) =>
    `Showing the first ${cap.toLocaleString('en-IN')} rows; narrow the filter to see the rest.`,
  screenNotLoaded: 'This screen could not be loaded',
  unknownTab: (tab: string) => `There is no "${tab}" tab here, so all are shown.`,
  screenNotLoadedHint:
    'The portal may have been updated since this page was opened, or the connection dropped. Reload to get the latest version.',
  skipToMain: 'Skip to main content',
} as const;

/** Ours: conflicts the seed has no wording for. */
export const CONFLICT_MESSAGES = {
  inUse: 'This record is in use and cannot be deleted.',
  /** A delete refused because other records point at this one (server/resources/in-use.ts), naming the first few. */
  usedBy: (subject: string, users: string) => `${subject} is used by: ${users}`,
  /** A create or update pointing at a record that does not exist (deleted meanwhile, or a made-up id). */
  referenceGone: 'The chosen item no longer exists. Choose another.',
  /** 422: an Idempotency-Key sent again with another body or path (IETF idempotency-key draft). */
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
} as const;

/** Seed §5 "Default wording" — used by the form kit and the server's 400s. */
export const VALIDATION = {
  required: 'Value is required',
  email: 'Value is not a valid email address',
  numeric: 'Value must be numeric',
  integer: 'Value is not an integer',
  alphaNumeric: 'The value must be alpha-numeric',
  between: (min: number, max: number) => `The value must be between ${min} and ${max}`,
  maxLength: (max: number) => `The maximum length allowed is ${max}`,
  minLength: (min: number) => `This field should be at least ${min} characters long`,
  minValue: (min: number) => `The minimum value allowed is ${min}`,
  requiredIf: 'The value is required',
  /** Seed §5 message catalogue. */
  cannotBeBlank: (attribute: string) => `${attribute} cannot be blank`,
  invalidFormat: 'Invalid format',
  /** Ours: half of a surrogate pair (a torn emoji) that no database can store. */
  brokenCharacter: 'Value contains a broken character; retype it and try again',
} as const;

export type SuccessSubject =
  | 'category'
  | 'attribute set'
  | 'media'
  | 'promo code'
  | 'tax'
  | 'specification set'
  | 'size chart'
  | 'delivery location'
  | 'blog'
  | 'FAQ'
  | 'pickup location'
  | 'product'
  | 'flash sale'
  | 'feature section'
  | 'slider'
  | 'return order question detail'
  /** Ours: the seed names no subject for these. */
  | 'customer'
  | 'robot text'
  | 'DM content'
  | 'popular search'
  | 'attribute';

/** Seed §8 success texts: `saved('promo code')` → 'promo code saved successfully'. */
export const SUCCESS = {
  saved: (s: SuccessSubject) => `${s} saved successfully`,
  updated: (s: SuccessSubject) => `${s} updated successfully`,
  statusUpdated: (s: SuccessSubject) => `${s} status updated successfully`,
  deleted: (s: SuccessSubject) => `${s} deleted successfully`,
  filesUploaded: (count: number) => `${plural(count, 'file')} uploaded successfully.`,
  userAdded: 'User added successfully',
  userUpdated: 'User updated successfully',
} as const;

/** Attributes, attribute sets, specification sets and size charts: the seed's duplicates and ours for lists and grids. */
export const CATALOGUE_SET_MESSAGES = {
  attributeSetExists: 'attribute set already exists',
  nameSetExists: 'name set already exists',
  attributeAlreadySelected: 'attribute already selected',
  /** Ours: a value, key, size or measurement given twice in one list. */
  alreadyAdded: (what: string) => `${what} already added`,
  /** Ours: a list longer than its limit. */
  tooMany: (max: number) => `At most ${max} can be added`,
  /** Ours: a size chart cell. */
  oneDecimal: 'The value can have at most 1 decimal place',
  /** Ours: an attribute id that is not (or no longer) on ATTRIBUTES. */
  unknownAttribute: 'Choose attributes from the list',
  /** Ours: a size chart row whose cells do not match the measurements. */
  rowShape: 'Each size needs one value per measurement',
} as const;

/** Ours: the wallet's credit/debit form (seed §3 "Wallet transaction"). */
export const WALLET_MESSAGES = {
  twoDecimals: 'The value can have at most 2 decimal places',
  maxAmount: (max: number) => `The maximum value allowed is ${max}`,
  credited: 'Wallet credited successfully',
  debited: 'Wallet debited successfully',
  balanceLimit: (max: string) => `A wallet balance can be at most ${max}; this credit would take it past that.`,
} as const;

/** Ours: the filter panel's footer and its ranges (seed §4–5 name the panel, not these words). */
export const FILTER_MESSAGES = {
  active: (count: number) => `${plural(count, 'filter')} active`,
  notApplied: (count: number) => `${plural(count, 'change')} not applied yet`,
  rangeReversed: 'The end of the range must not be before its start',
  waitingForBothDates: 'Set both dates of the range to apply',
} as const;

/** Ours: the sales report's date range. */
export const SALES_MESSAGES = {
  invalidDay: 'Enter a date as YYYY-MM-DD',
  rangeTooLong: (days: number) => `The date range can be at most ${days} days`,
} as const;

/** Ours: portal settings (the seed only says saving the configuration asks for confirmation). */
export const PORTAL_SETTINGS_MESSAGES = {
  unknownPartner: 'Choose one of the listed delivery partners',
  confirmPartner: (label: string) => `Save the delivery partner as ${label}? New shipments use it from now on.`,
  partnerSaved: 'Delivery partner saved successfully',
  noPartner: 'No delivery partner is chosen: orders cannot be shipped until one is saved.',
} as const;

/** Ours: the robots.txt editor (seed §2 names "Robot text" only); a line's problem names its number. */
export const ROBOT_TEXT_MESSAGES = {
  tooLarge: (kb: number) => `robots.txt must be less than or equal to ${kb} KB.`,
  noColon: (line: number) => `Line ${line}: write each rule as field: value`,
  unknownField: (line: number, field: string) =>
    `Line ${line}: "${field}" is not a robots.txt field (use User-agent, Allow, Disallow, Sitemap, Crawl-delay or Host)`,
  beforeUserAgent: (line: number, field: string) => `Line ${line}: ${field} must come after a User-agent line`,
  blankUserAgent: (line: number) => `Line ${line}: User-agent cannot be blank`,
  badPath: (line: number, field: string) => `Line ${line}: ${field} must be empty or a path starting with / or *`,
  badSitemap: (line: number) => `Line ${line}: Sitemap must be a full URL starting with http:// or https://`,
  badCrawlDelay: (line: number) => `Line ${line}: Crawl-delay must be a number`,
  badHost: (line: number) => `Line ${line}: Host must be a host name such as www.example.com`,
  restored: (version: number) => `robot text restored from version ${version}`,
  confirmRestore: (version: number) =>
    `Restore version ${version}? It is saved as a new version; the current text stays in the history.`,
  noSuchVersion: 'This version of the robot text does not exist.',
} as const;

/** Ours: direct-marketing templates (seed §2 names "DM content" only). */
export const DM_CONTENT_MESSAGES = {
  unknownPlaceholder: (raw: string) => `${raw} is not a placeholder. Use one of the listed placeholders.`,
  unknownPlaceholderLike: (raw: string, known: string) => `${raw} is not a placeholder. Did you mean ${known}?`,
  unclosedPlaceholder: 'A placeholder is not closed: write it as {{name}}',
  previewNote: "Preview with sample values; real messages use each customer's own.",
} as const;

/**
 * How each order action is asked for, reported and named while it runs, as a person would say it;
 * `what` is "order ORD00000012" or "12 orders".
 */
const ORDER_ACTION_PHRASES = {
  'order.accept': { ask: (what) => `Accept ${what}?`, done: (what) => `${what} accepted.`, doing: 'Accepting orders' },
  'order.proceedToShipping': {
    ask: (what) => `Move ${what} to processing for shipping?`,
    done: (what) => `${what} moved to processing.`,
    doing: 'Moving orders to processing',
  },
  'order.assignCourier': {
    ask: (what) => `Assign a courier to ${what}?`,
    done: (what) => `Courier assigned to ${what}.`,
    doing: 'Assigning couriers',
  },
  'order.schedulePickup': {
    ask: (what) => `Schedule a pickup for ${what}?`,
    done: (what) => `Pickup scheduled for ${what}.`,
    doing: 'Scheduling pickups',
  },
  'order.generateLabel': {
    ask: (what) => `Generate the label and manifest for ${what}?`,
    done: (what) => `Label and manifest ready for ${what}.`,
    doing: 'Generating labels',
  },
  'order.markShipped': {
    ask: (what) => `Mark ${what} as shipped?`,
    done: (what) => `${what} marked as shipped.`,
    doing: 'Marking orders as shipped',
  },
  'order.markDelivered': {
    ask: (what) => `Mark ${what} as delivered?`,
    done: (what) => `${what} marked as delivered.`,
    doing: 'Marking orders as delivered',
  },
  'order.cancelByCustomer': {
    ask: (what) => `Cancel ${what} at the customer's request?`,
    done: (what) => `${what} cancelled at the customer's request.`,
    doing: 'Cancelling orders',
  },
  'order.cancelByCompany': {
    ask: (what) => `Cancel ${what}?`,
    done: (what) => `${what} cancelled.`,
    doing: 'Cancelling orders',
  },
} as const satisfies Record<
  OrderActionEvent,
  { ask: (what: string) => string; done: (what: string) => string; doing: string }
>;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const ordersCount = (count: number) => plural(count, 'order');

/** Ours: order processing (the seed names the actions, not their messages). */
export const ORDER_MESSAGES = {
  confirmAction: (action: OrderActionEvent, orderNo: string) => ORDER_ACTION_PHRASES[action].ask(`order ${orderNo}`),
  actionDone: (action: OrderActionEvent, orderNo: string) =>
    capitalised(ORDER_ACTION_PHRASES[action].done(`order ${orderNo}`)),
  confirmBulk: (action: OrderActionEvent, count: number) =>
    `${ORDER_ACTION_PHRASES[action].ask(ordersCount(count))} Each order is checked first; any that cannot be changed now are left as they are.`,
  bulkFinished: (action: OrderActionEvent) =>
    `${ORDER_ACTION_PHRASES[action].doing}: finished. The dialog shows what happened to each order.`,
  noteAdded: 'Note added',
  /** The entry every order's timeline opens with. */
  placed: 'Order placed',
  /** The order screen's skip link, the first tab stop after its heading. */
  skipToList: 'Skip to the order list',
  /** Keys typed ahead of the order screen (machines/orders/order-keyboard.machine.ts) that could not be applied. */
  keysNotApplied: (count: number, reason: string) =>
    `${plural(count, 'typed key was', 'typed keys were')} not applied: ${reason}`,
  keysReason: {
    failed: 'the action failed.',
    conflict: 'the order was changed by someone else.',
    needsReason: 'the confirmation asks for a reason.',
    confirmationOpen: 'a confirmation is open.',
    noOrder: 'no order is open.',
    noNextStep: (orderNo: string) => `order ${orderNo} has no next step.`,
  },
  tooManyStreams: (max: number) =>
    `Live updates are already open in ${max} tabs or windows. Close one and they resume here.`,
  /** Presence (contract/orders/order-presence.ts): the panel's tag, the table's marker and the confirmation's warning. */
  processedBy: (name: string) => `Being processed by ${name}`,
  processedByOther: (name: string) => `Being processed by ${name}. Act on it anyway?`,
  /** Queue mode passed an order by: someone else opened it first. */
  passedBy: (orderNo: string, name: string) =>
    `Order ${orderNo} is being processed by ${name}: the next order is open.`,
  tooManyPresences: (max: number) =>
    `Orders are already open in ${max} of your tabs or windows. Close one to show this one as being processed.`,
} as const;

/** Ours: staff-ordered lists (FAQs, popular searches) and the popular search link. */
export const ORDERING_MESSAGES = {
  anchorGone: 'The row to place it next to was deleted meanwhile. Reload the list and try again.',
  moved: 'Order updated',
  reorderNeedsOrderSort: 'Sort by Order to change the order.',
  linkFormat: 'Enter a storefront path starting with / or a full http(s) address',
} as const;

const quotedNames = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');

/** The seed's category wording, and ours where the seed is silent. */
export const CATEGORY_MESSAGES = {
  /** Seed §5. */
  duplicateName: 'category name already exists',
  /** Seed §5 ('at least 4 categories should be selected'). */
  minimumCategories: (minimum: number = CONSTANTS.minCategoriesSelected) =>
    `at least ${minimum} categories should be selected`,
  nameBlank: VALIDATION.cannotBeBlank('Name'),
  slugBlank: VALIDATION.cannotBeBlank('Slug'),
  // Ours.
  duplicateSlug: 'This slug is already used by another category',
  slugFormat: 'Use lower-case letters, digits and single hyphens (e.g. silk-sarees)',
  intoItself: 'A category cannot be moved into itself or into one of its own subcategories',
  parentGone: 'The parent category no longer exists. Reload the tree and choose another.',
  imageGone: 'The chosen image is no longer in the media library. Choose another.',
  hasChildren: (count: number, names: readonly string[]) =>
    `This category has ${plural(count, 'subcategory', 'subcategories')} (${quotedNames(names)}${count > names.length ? ', …' : ''}). Move or delete them first.`,
  hasProducts: (count: number, names: readonly string[]) =>
    `This category has ${plural(count, 'product')} (${quotedNames(names)}${count > names.length ? ', …' : ''}). Move them to another category first.`,
  confirmMove: (name: string, parent: string, categories: number, products: number) =>
    `Move "${name}" under ${parent}? This moves ${plural(categories, 'category', 'categories')} and ${plural(products, 'product')} with it.`,
  moved: (name: string) => `"${name}" moved`,
  movedBySomeoneElse: 'This category was changed by someone else. The tree has been reloaded; try the move again.',
  topLevel: 'the top level',
} as const;

/** Every message the password reset shows (contract/account/password-reset.ts). */
export const RESET_MESSAGES = {
  /** The same answer whether or not the account exists. */
  codeSent: 'If an account matches, a 6-digit code is on its way to its registered email. It is valid for 10 minutes.',
  newCodeSent: 'A new code is on its way. Earlier codes no longer work.',
  codeFormat: 'Enter the 6-digit code from the email',
  wrongCode: (triesLeft: number) => `The code is not correct. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  tooManyTries: 'Too many wrong codes. Request a new code.',
  codeExpired: 'This code has expired or was replaced by a newer one. Request a new code.',
  resendTooSoon: (seconds: number) => `A new code can be requested in ${plural(seconds, 'second')}.`,
  tooManyRequests: (minutes: number) =>
    `Too many password reset attempts. Please try again in ${plural(minutes, 'minute')}.`,
  resetExpired: 'This password reset has expired. Request a new code.',
  passwordReset: 'Your password has been changed. Sign in with the new password.',
  mailSubject: 'Your password reset code',
  mailText: (name: string, code: string) =>
    `Hello ${name},\n\nYour password reset code is ${code}. It is valid for 10 minutes.\n\n` +
    'If you did not ask to reset your password, ignore this email: your password stays as it is.\n',
} as const;

/** Ours: the subscription (MY_SUBSCRIPTION, plan list, plan cart) and the read-only portal of an expired one. */
export const SUBSCRIPTION_MESSAGES = {
  /** The API's 402 for a write while the subscription has expired (server/subscription/expired-guard.ts). */
  expiredReadOnly:
    'Your subscription has expired, so the portal is read-only. Renew it under My Subscription to make changes again.',
  expiredBanner: 'Your subscription has expired. The portal is read-only until it is renewed.',
  expiredBannerStaff: 'Your subscription has expired. The portal is read-only until the Master Admin renews it.',
  /** The plan cart: a payment made while a trial or a paid period runs starts when that one ends. */
  periodStartsAfter: (status: 'free' | 'active', endsOn: string) =>
    `The paid period starts when your ${status === 'free' ? 'free trial' : 'current plan'} ends, on ${endsOn}: no day is lost.`,
  trialDaysLeft: (days: number) => `Free trial: ${days} ${days === 1 ? 'day' : 'days'} left`,
  planNotFound: 'This plan is not offered. Choose another plan.',
  cardNumber: 'Enter a card number of 12 to 19 digits',
  cardInvalid: 'This card number is not valid',
  paymentDeclined: 'The payment was declined by the payment gateway. Try another card.',
  productionGatewayUnreachable:
    'The payment gateway is set to Production mode, which this portal cannot reach. Switch it to Test mode under Portal Settings.',
  subscribed: (plan: string) => `You are subscribed to ${plan}. The invoice is ready under My Subscription.`,
  stateChanged: 'Subscription state changed',
} as const;

/** Ours: the signed-in user's profile (PROFILE). */
export const PROFILE_MESSAGES = {
  passwordForEmail: 'Enter your current password to change the e-mail address',
  updated: 'Profile updated successfully',
} as const;

/** Ours, and seed §5 where it has the words: the portal settings sections, the customer portal and the prefixes. */
export const SETTINGS_MESSAGES = {
  oneMethodAtLeast: 'Select at least one payment method',
  httpsLink: 'Enter a valid https:// link',
  codMaxBelowMin: 'The COD maximum cannot be less than the COD minimum',
  /** Seed §5 wording. */
  prefixFormat: 'no special character allowed, use only alphanumeric',
} as const;
