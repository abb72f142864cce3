/**
 * The catalogue as a set to check against: every string of contract/platform/messages.ts, and every message
 * function as a pattern (each argument matches any text). Tests use it to prove a message is ours.
 */
import * as catalogue from './messages';
import { PRODUCT_MESSAGES } from '../catalogue/product';

const ARG = '\u0000';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternsOf(value: unknown): RegExp[] {
  if (typeof value === 'string') return [new RegExp(`^${escape(value)}$`)];
  if (typeof value === 'function') {
    const args = Array.from({ length: Math.max(value.length, 1) }, () => ARG);
    try {
      const sample = String((value as (...a: unknown[]) => unknown)(...args));
      return [new RegExp(`^${escape(sample).split(ARG).join('.+')}$`)];
    } catch {
      return []; // a message function that needs a real number; none today
    }
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(patternsOf);
  return [];
}

// Products keep their seed wording beside their contract (contract/catalogue/product.ts).
const PATTERNS = [...Object.values(catalogue), PRODUCT_MESSAGES].flatMap(patternsOf);

/** True when `message` is one of the catalogue's texts (a message function's output included). */
export const isCatalogueMessage = (message: string): boolean => PATTERNS.some((p) => p.test(message));
