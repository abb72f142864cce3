/**
 * Zod without `new Function`: the CSP forbids eval, and zod would otherwise probe it (a reported
 * violation) when it builds its first object schema. Imported first by main.tsx, as the config must be
 * set before any schema is built and imports run before main.tsx's own code. The seed's wording is set here too.
 */
import * as z from 'zod/mini';
import { applySeedValidationMessages } from '../../contract/platform/validation-errors';

z.config({ jitless: true });

// Every issue a form shows is worded from the message catalogue, never zod's own English (seed §5).
applySeedValidationMessages();
