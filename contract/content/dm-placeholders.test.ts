import { describe, expect, it } from 'vitest';
import {
  DM_PLACEHOLDERS,
  PLACEHOLDER_NAMES,
  SAMPLE_VALUES,
  findPlaceholders,
  placeholderProblem,
  renderTemplate,
} from './dm-placeholders';
import { DM_CONTENT_MESSAGES as M } from '../platform/messages';
import { smsLength } from './sms-segments';

describe('DM placeholders', () => {
  it('finds every {{…}} with its name, text and place, spaces inside allowed', () => {
    expect(findPlaceholders('Hi {{firstName}}, use {{ promoCode }}{{x}}.')).toEqual([
      { name: 'firstName', raw: '{{firstName}}', index: 3 },
      { name: 'promoCode', raw: '{{ promoCode }}', index: 22 },
      { name: 'x', raw: '{{x}}', index: 37 },
    ]);
    expect(findPlaceholders('no placeholders {single} here')).toEqual([]);
  });

  it('accepts a text whose placeholders are all on the list', () => {
    expect(placeholderProblem(PLACEHOLDER_NAMES.map((n) => `{{${n}}}`).join(' '))).toBeNull();
    expect(placeholderProblem('Plain text with {braces} and }} nothing else')).toBe(M.unclosedPlaceholder);
    expect(placeholderProblem('Plain text with {braces}')).toBeNull();
  });

  it('names the first unknown placeholder, suggesting the listed one it differs from only by case or separators', () => {
    expect(placeholderProblem('Hi {{firstName}}, order {{orderNumber}} {{alsoWrong}}')).toBe(
      M.unknownPlaceholder('{{orderNumber}}'),
    );
    expect(placeholderProblem('Hi {{CustomerName}}')).toBe(
      M.unknownPlaceholderLike('{{CustomerName}}', '{{customerName}}'),
    );
    expect(placeholderProblem('Hi {{customer_name}}')).toBe(
      M.unknownPlaceholderLike('{{customer_name}}', '{{customerName}}'),
    );
    expect(placeholderProblem('Hi {{}}')).toBe(M.unknownPlaceholder('{{}}'));
    expect(placeholderProblem(`{{${'a'.repeat(500)}}}`)).toBe(M.unknownPlaceholder(`{{${'a'.repeat(55)}...`));
  });

  it('refuses a placeholder left open or closed without an opening', () => {
    expect(placeholderProblem('Hi {{firstName')).toBe(M.unclosedPlaceholder);
    expect(placeholderProblem('Hi firstName}}')).toBe(M.unclosedPlaceholder);
    expect(placeholderProblem('{{firstName}} and {{shopName')).toBe(M.unclosedPlaceholder);
  });

  it('renders known placeholders with the samples and leaves unknown ones as written', () => {
    expect(renderTemplate('Hi {{ firstName }}, {{promoCode}} ends {{promoExpiry}} at {{shopName}}. {{nope}}')).toBe(
      `Hi Priya, DIWALI25 ends 31-12-2026 at Demo Shop. {{nope}}`,
    );
    expect(renderTemplate('{{orderNo}}', { ...SAMPLE_VALUES, orderNo: 'ORD9' })).toBe('ORD9');
    expect(Object.keys(SAMPLE_VALUES)).toEqual(Object.keys(DM_PLACEHOLDERS));
  });

  // A backtracking scan is quadratic on this text and would not finish within the test's timeout (no clock is read
  // here: a unit test's clock measures the machine's load as much as the code).
  it('scans a long hostile text', () => {
    const text = `{{ ${'a'.repeat(100_000)}`.repeat(5) + '{{a'.repeat(100_000);
    expect(placeholderProblem(text)).toBe(M.unclosedPlaceholder);
    renderTemplate(text);
  });
});

describe('SMS length', () => {
  it('is one GSM-7 SMS up to 160 characters and 153 per part beyond', () => {
    expect(smsLength('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0, perSegment: 160 });
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1, perSegment: 160 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2, perSegment: 153 });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
  });

  it('counts the GSM-7 extension characters twice', () => {
    expect(smsLength('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength(`${'a'.repeat(159)}{`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('sends a text with ₹, Hindi or an emoji as UCS-2: 70 in one SMS, 67 per part', () => {
    expect(smsLength(`₹${'a'.repeat(69)}`)).toEqual({ encoding: 'UCS-2', units: 70, segments: 1, perSegment: 70 });
    expect(smsLength(`नमस्ते ${'a'.repeat(70)}`)).toMatchObject({ encoding: 'UCS-2', segments: 2, perSegment: 67 });
    expect(smsLength('🎉'.repeat(35))).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsLength('a'.repeat(134) + '🎉')).toMatchObject({ units: 136, segments: 3 });
  });

  it('keeps the sample money values inside GSM-7, as real Indian SMS write Rs.', () => {
    expect(smsLength(Object.values(SAMPLE_VALUES).join(' ')).encoding).toBe('GSM-7');
  });
});
