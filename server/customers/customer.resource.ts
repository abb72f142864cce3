/**
 * MANAGE_CUSTOMER: shoppers and wholesalers, searched at `customer/search` (seed §7). The table lives with
 * the shop's (orders and wallets reference it) and its demo rows come from the faker seed (server/seed/customers.ts).
 */
import { customerResource } from '../../contract/customers/customer';
import { customers } from './schema';
import { bindResource } from '../resources/kit';

export const customerBinding = bindResource(customerResource, customers);
