/**
 * One user's burst of images (issue 39 §10): another user's upload goes on while the burst is queued, and the
 * bursting user is refused (429, Retry-After) past their pixel budget instead of queueing without end. The image
 * slots are held by the test until every upload is queued, so the order is the scheduler's, not the machine's
 * speed; the budget is lowered to five small images' worth so the test costs seconds, not minutes.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_API, MEDIA_LIMITS, MEDIA_MESSAGES } from '../../contract/media/media';
import { demoAccounts } from '../seed/accounts';
import { signInAs } from '../test-support/requests';
import { ENGINES } from '../test-support/test-app';
import { IMAGE_JOBS, imageJobs, USER_PIXEL_BUDGET } from './image-jobs';
import { createMediaTestApp, type MediaTestApp } from '../test-support/media-test-app';
import { multipartBody, solidImage } from './test-images';
import { API_BASE } from '../../contract/platform/api-paths';

const SIDE = 1000;
const FITS = IMAGE_JOBS + 4; // more than the slots, so some of A's burst waits

/** Holds every image slot until the returned function is called. */
function holdSlots(): () => void {
  const gate = { open: () => {} };
  const opened = new Promise<void>((resolve) => (gate.open = resolve));
  for (let i = 0; i < IMAGE_JOBS; i++) void imageJobs.run('test gate', 1, () => opened);
  return () => gate.open();
}

describe.each(ENGINES)("image pipeline under one user's burst on %s", (engine) => {
  let t: MediaTestApp;
  let other: { token: string; id: number };
  beforeAll(async () => {
    t = await createMediaTestApp(engine);
    const catalogue = demoAccounts().find((a) => a.username === 'catalogue')!;
    const session = await signInAs(t.app, catalogue.username, catalogue.password);
    other = { token: session.token, id: session.userDetails.id };
    imageJobs.budget = FITS * SIDE * SIDE;
  });
  afterAll(async () => {
    imageJobs.budget = USER_PIXEL_BUDGET;
    await t?.close();
  });

  it('keeps a budget of at least four images at the limit per user by default', () => {
    expect(USER_PIXEL_BUDGET).toBeGreaterThanOrEqual(4 * MEDIA_LIMITS.maxPixels);
  });

  it("uploads user B's image while user A's burst is queued, and answers A past the budget with 429 and Retry-After", async () => {
    const release = holdSlots();
    const doneA: number[] = [];
    const burst = Array.from({ length: FITS + 1 }, async (_, i) => {
      const response = await t.upload([
        { filename: `big ${i}.png`, content: await solidImage(SIDE, SIDE, 'png', { r: i, g: 9, b: 9 }) },
      ]);
      doneA.push(response.statusCode);
      return response;
    });

    // The upload past the budget is refused at once, while the rest of A's burst waits.
    const first = await Promise.race([...burst, sleep(30_000).then(() => null)]);
    expect(first?.statusCode, "the first answer to A's burst, within 30 s").toBe(429);
    expect(first!.json().errors).toEqual([{ field: 'file', message: MEDIA_MESSAGES.imagesBusy }]);
    expect(Number(first!.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const { body, contentType } = multipartBody([{ filename: 'small.png', content: await solidImage(532, 798) }]);
    const upload = t.app.inject({
      method: 'POST',
      url: `${API_BASE}${MEDIA_API.list}`,
      payload: body,
      headers: { authorization: `Bearer ${other.token}`, 'content-type': contentType },
    });
    while (imageJobs.pixelsOf(other.id) === 0) await sleep(5); // B's image is queued behind A's
    release();
    const answer = await upload;
    expect(answer.statusCode, answer.body).toBe(200);
    // B waited for the images already given a slot, not for A's whole burst.
    expect(doneA.filter((status) => status === 200).length).toBeLessThanOrEqual(IMAGE_JOBS);

    const answers = await Promise.all(burst);
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([...Array<number>(FITS).fill(200), 429]);
    expect(await t.scratchFiles()).toEqual([]);
  });
});
