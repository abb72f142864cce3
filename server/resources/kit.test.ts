import { getTableColumns } from 'drizzle-orm';
import { integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { defineKitResource, kit } from '../../contract/platform/kit';
import { bindResource, valuesByName } from './kit';

const note = defineKitResource({
  key: 'note',
  apiPath: '/note',
  title: 'Note',
  subject: null,
  permission: 'content.faq',
  fields: { id: kit.id(), title: kit.text('Title'), price: kit.decimal('Price'), status: kit.status() },
});
const notes = pgTable('notes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  status: text('status').notNull(),
  version: integer('version').notNull(),
  createdAt: text('created_at').notNull(),
  other: text('other'),
});
const untitled = pgTable('untitled_notes', {
  id: serial('id').primaryKey(),
  price: numeric('price').notNull(),
  status: text('status').notNull(),
  version: integer('version').notNull(),
  createdAt: text('created_at').notNull(),
});

describe('a resource binding built by the kit', () => {
  it('reads every row field from the table column of its name', () => {
    const { source } = bindResource(note, notes);
    expect(Object.keys(source.columns).toSorted()).toEqual(['createdAt', 'id', 'price', 'status', 'title', 'version']);
    expect(source.columns.title).toBe(notes.title);
  });

  it('refuses a table without a column for a field, at compile time and at start', () => {
    // @ts-expect-error -- `title` has no column and no override
    expect(() => bindResource(note, untitled)).toThrow('note: row fields without a column: title');
    expect(bindResource(note, untitled, { columns: { title: untitled.status } }).source.columns.title).toBe(
      untitled.status,
    );
  });

  it('turns a form body into column values by name, money as exact decimal text, unknown keys dropped', () => {
    expect(valuesByName(getTableColumns(notes), { title: 'A', price: 12.5, nope: 1 })).toEqual({
      title: 'A',
      price: '12.5',
    });
  });
});
