/**
 * API project setup: every app a test builds checks its answers against the OpenAPI document, and a test
 * file fails when any answer it received did not conform. OPENAPI_CONFORMANCE=0 turns the check off.
 */
import { afterAll, expect, inject } from 'vitest';
import { checkAnswersAgainst, takeViolations } from './openapi-conformance';

checkAnswersAgainst(inject('openapiDocument') as Parameters<typeof checkAnswersAgainst>[0]);

afterAll(() => {
  const seen = [...new Set(takeViolations())];
  expect(seen, 'answers that do not conform to the OpenAPI document').toEqual([]);
});
