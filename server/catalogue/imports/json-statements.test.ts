import { describe, expect, it } from 'vitest';
import { jsonStatements } from './json-statements';

describe('jsonStatements', () => {
  it('sends the rows as JSON arrays, each statement under the cap, in order', async () => {
    const sent: string[] = [];
    const statements = jsonStatements(async (json) => {
      sent.push(json);
    }, 100);
    for (let i = 0; i < 20; i++) await statements.add({ i, text: 'row' });
    await statements.flush();
    expect(sent.length).toBeGreaterThan(1);
    for (const json of sent) expect(json.length).toBeLessThanOrEqual(102);
    expect(sent.flatMap((json) => JSON.parse(json) as { i: number }[]).map((r) => r.i)).toEqual([...Array(20).keys()]);
  });

  it('sends a row larger than the cap alone, and nothing when there is nothing left', async () => {
    const sent: string[] = [];
    const statements = jsonStatements(async (json) => {
      sent.push(json);
    }, 50);
    await statements.add({ small: 1 });
    await statements.add({ large: 'x'.repeat(200) });
    await statements.add({ small: 2 });
    await statements.flush();
    await statements.flush();
    expect(sent.map((json) => JSON.parse(json))).toEqual([
      [{ small: 1 }],
      [{ large: 'x'.repeat(200) }],
      [{ small: 2 }],
    ]);
  });
});
