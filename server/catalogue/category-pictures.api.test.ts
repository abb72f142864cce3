/** Demo category pictures: once the library holds the demo pictures, a few categories show them in the tree. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_API, type CategoryRow } from '../../contract/catalogue/category';
import { createMediaTestApp, type MediaTestApp } from '../test-support/media-test-app';
import { seedCategoryPictures } from '../seed/catalogue';
import { seedMedia } from '../seed/media';
import { ENGINES } from '../test-support/test-app';

describe.each(ENGINES)('demo category pictures on %s', (engine) => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await createMediaTestApp(engine);
  });
  afterAll(() => t?.close());

  it("gives nothing without the library's pictures, then Men, Women and three subcategories theirs, once", async () => {
    expect(await seedCategoryPictures(t.db)).toBe(0);
    await seedMedia(t.db, t.dataDir);
    expect(await seedCategoryPictures(t.db)).toBe(5);
    expect(await seedCategoryPictures(t.db)).toBe(0);
    const tree = (
      await t.app.inject({
        method: 'GET',
        url: `/api${CATEGORY_API.list}`,
        headers: { authorization: `Bearer ${t.token}` },
      })
    ).json().output as CategoryRow[];
    const women = tree.find((c) => c.name === 'Women')!;
    expect(women.image?.path).toMatch(/\.jpg$/);
    expect(women.image?.thumbnailPath).toMatch(/\.webp$/);
    expect(tree.filter((c) => c.image)).toHaveLength(5);
  });
});
