import { describe, expect, it } from 'vitest';
import {
  CATEGORY_MESSAGES,
  CategoryCreateSchema,
  CategoryMoveSchema,
  MINIMUM_CATEGORIES,
  categorySelection,
  slugify,
} from './category';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('category selection rule', () => {
  it("needs the seed's minimum of 4 categories", () => {
    expect(MINIMUM_CATEGORIES).toBe(4);
    expect(messages(categorySelection().safeParse([1, 2, 3]))).toEqual(['at least 4 categories should be selected']);
    expect(categorySelection().safeParse([1, 2, 3, 4]).success).toBe(true);
  });

  it('counts a category picked twice once', () => {
    expect(messages(categorySelection().safeParse([1, 2, 3, 3]))).toEqual([CATEGORY_MESSAGES.minimumCategories()]);
  });

  it('refuses an empty selection with the same message', () => {
    expect(messages(categorySelection().safeParse([]))).toEqual(['at least 4 categories should be selected']);
  });
});

describe('category form', () => {
  it("says a name of only spaces cannot be blank, and an empty one is required, in the seed's wording", () => {
    expect(messages(CategoryCreateSchema.safeParse({ name: '   ' }))).toEqual(['Name cannot be blank']);
    expect(messages(CategoryCreateSchema.safeParse({}))).toEqual(['Value is required']);
    expect(messages(CategoryCreateSchema.safeParse({ name: '' }))).toEqual(['Value is required']);
  });

  it('leaves a blank slug to be made from the name and refuses one a URL cannot hold', () => {
    expect(CategoryCreateSchema.parse({ name: 'Silk Sarees' })).toMatchObject({
      slug: '',
      parentId: null,
      status: 'Active',
    });
    expect(messages(CategoryCreateSchema.safeParse({ name: 'A', slug: 'Silk Sarees' }))).toEqual([
      CATEGORY_MESSAGES.slugFormat,
    ]);
  });

  it('makes slugs from names', () => {
    expect(slugify('Kurtas & Kurtis')).toBe('kurtas-and-kurtis');
    expect(slugify('  Café  Décor!! ')).toBe('cafe-decor');
  });

  it('takes a move to the top level and refuses a negative position', () => {
    expect(CategoryMoveSchema.safeParse({ parentId: null, position: 0, version: 1 }).success).toBe(true);
    expect(CategoryMoveSchema.safeParse({ parentId: 3, position: -1, version: 1 }).success).toBe(false);
  });
});
