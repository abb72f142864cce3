/**
 * Zod without `new Function`: the CSP forbids eval, and zod would otherwise probe it (a reported
 * violation) when it builds its first object schema. Imported first by main.tsx, as the config must be
 * set before any schema is built and imports run before main.tsx's own code.
 */
import { z } from 'zod';

z.config({ jitless: true });
