/** The API envelope (PRODUCT.md "API conventions"): every response has this shape. */
import { z } from 'zod';

export const ApiErrorSchema = z.object({ field: z.string().optional(), message: z.string() });
export type ApiErrorItem = z.infer<typeof ApiErrorSchema>;

/** `{ status, output, errors }` around any payload schema. */
export const envelope = <T extends z.core.$ZodType>(output: T) =>
  z.object({ status: z.boolean(), output, errors: z.array(ApiErrorSchema) });

export const ErrorEnvelopeSchema = z.object({
  status: z.literal(false),
  output: z.null(),
  errors: z.array(ApiErrorSchema),
});

export type Envelope<T> = { status: boolean; output: T; errors: ApiErrorItem[] };
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Body of a success: `ok(x)` → `{ status: true, output: x, errors: [] }`. */
export const ok = <T>(output: T): Envelope<T> => ({ status: true, output, errors: [] });
/** Body of a failure. */
export const fail = (errors: ApiErrorItem[]): ErrorEnvelope => ({ status: false, output: null, errors });
