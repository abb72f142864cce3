/** The order lifecycle graph published for QA at `GET /api/order-details/lifecycle`. */
import { z } from 'zod';
import { ORDER_STATUSES } from './order-status';

export const OrderLifecycleGraphSchema = z.array(
  z.object({
    state: z.string(),
    status: z.enum(ORDER_STATUSES),
    final: z.boolean(),
    actions: z.array(
      z.object({ action: z.string(), label: z.string(), to: z.enum(ORDER_STATUSES), guard: z.string().nullable() }),
    ),
  }),
);
export type OrderLifecycleGraph = z.infer<typeof OrderLifecycleGraphSchema>;
