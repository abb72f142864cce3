/** Exact money sums (decimal text through integer paise) and the calendar days of a range. */
const DAY_MS = 86_400_000;

/** Decimal text → paise; '12.5' → 1250n. */
function toPaise(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace(/^-/, '').split('.');
  const paise = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -paise : paise;
}

/** a + b as decimal text with two places, exactly. */
export function addMoney(a: string, b: string): string {
  const sum = toPaise(a) + toPaise(b);
  const abs = sum < 0n ? -sum : sum;
  return `${sum < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Every `YYYY-MM-DD` from `from` to `to`, both included. */
export function dayKeys(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
