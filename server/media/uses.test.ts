import { getTableName } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { MediaUseSchema } from '../../contract/media/media';
import { media } from '../platform/media-schema';
import { appMediaUsers, describeUses, mediaUsersOf } from './uses';

describe('where used, derived from foreign keys', () => {
  it('finds every table of the app pointing at media.id, each with a kind the contract knows', () => {
    const users = appMediaUsers();
    expect(users.map((u) => `${getTableName(u.table)}.${u.column.name}`)).toEqual(
      expect.arrayContaining(['categories.image_media_id']),
    );
    for (const user of users) expect(MediaUseSchema.shape.kind.options, getTableName(user.table)).toContain(user.kind);
  });

  it("finds a new table's key without being told, and names its rows by their name-like column", () => {
    const posters = pgTable('posters', {
      id: serial('id').primaryKey(),
      title: text('title'),
      imageId: integer('image_id').references(() => media.id),
    });
    const unrelated = pgTable('notes', { id: serial('id').primaryKey(), body: text('body') });
    const users = mediaUsersOf([posters, unrelated]);
    expect(users.map((u) => [getTableName(u.table), u.column.name, u.kind])).toEqual([
      ['posters', 'image_id', 'poster'],
    ]);
  });

  it('lists uses as the 409 names them', () => {
    expect(
      describeUses([
        { kind: 'category', id: 1, name: 'Sarees' },
        { kind: 'size chart', id: 2, name: 'Kurta sizes' },
      ]),
    ).toBe('category "Sarees", size chart "Kurta sizes"');
  });
});
