import { describe, expect, it } from 'vitest';
import { defineKitResource, kit } from './kit';
import { VALIDATION } from './messages';

const note = defineKitResource({
  key: 'note',
  apiPath: '/note',
  title: 'Note',
  subject: null,
  permission: 'content.faq',
  fields: {
    id: kit.id(),
    position: kit.position(),
    title: kit.text('Title', { max: 20 }),
    body: kit.longText('Body', { optional: true }),
    kind: kit.choice('Kind', ['a', 'b']),
    pinned: kit.boolean('Pinned', { initial: true }),
    views: kit.custom('Views', 'number', { row: kit.integer('').row, input: undefined }),
    status: kit.status(),
  },
  input: (schema) => schema.refine((v) => v.title !== v.body, { path: ['body'], message: 'same' }),
});

describe('a resource defined with the kit', () => {
  it('derives the row from every field plus the stored id, version and creation time', () => {
    expect(Object.keys(note.row.shape).toSorted()).toEqual([
      'body',
      'createdAt',
      'id',
      'kind',
      'pinned',
      'position',
      'status',
      'title',
      'version',
      'views',
    ]);
  });

  it('derives the create/update body from the fields a person fills in, with their defaults and the refine hook', () => {
    expect(Object.keys(note.create.shape)).toEqual(['title', 'body', 'kind', 'pinned']);
    expect(note.create.parse({ title: ' Hi ', kind: 'a' })).toEqual({ title: 'Hi', body: '', kind: 'a', pinned: true });
    const failed = note.create.safeParse({ title: 'x'.repeat(21), kind: 'c' });
    expect(failed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', VALIDATION.maxLength(20)],
      ['kind', VALIDATION.required],
    ]);
    expect(note.create.safeParse({ title: 'same', body: 'same', kind: 'a' }).error?.issues[0]).toMatchObject({
      path: ['body'],
      message: 'same',
    });
  });

  it('lists the field specs in declaration order with their form widgets; read-only fields have none', () => {
    expect(note.fields.map((f) => f.key)).toEqual([
      'id',
      'position',
      'title',
      'body',
      'kind',
      'pinned',
      'views',
      'status',
    ]);
    expect(note.fields.map((f) => f.form?.widget ?? null)).toEqual([
      null,
      null,
      'text',
      'textarea',
      'select',
      'checkbox',
      null,
      null,
    ]);
    expect(note.fields.find((f) => f.key === 'kind')).toMatchObject({
      type: 'enum',
      options: ['a', 'b'],
      form: { initial: 'a' },
    });
    expect(note.fields.find((f) => f.key === 'position')?.filterable).toBe(false);
  });

  it('turns status changes and ordering on by their fields, and sorts an ordered resource by position', () => {
    expect(note).toMatchObject({
      hasStatus: true,
      ordered: true,
      deletable: true,
      defaultSort: { sortKey: 'position', sortOption: 'asc' },
    });
    const plain = defineKitResource({
      key: 'p',
      apiPath: '/p',
      title: 'P',
      subject: null,
      permission: 'content.faq',
      fields: { id: kit.id(), name: kit.text('Name') },
    });
    expect(plain).toMatchObject({
      hasStatus: false,
      ordered: false,
      defaultSort: { sortKey: 'id', sortOption: 'desc' },
    });
  });

  it('has no create schema when staff never write its rows (writable: false), so no form and no kit write routes', () => {
    const reviews = defineKitResource({
      key: 'r',
      apiPath: '/r',
      title: 'R',
      subject: null,
      permission: 'catalogue.comment',
      writable: false,
      fields: { id: kit.id(), status: kit.status(['Published', 'Unpublished']) },
    });
    expect(reviews.create).toBeUndefined();
    expect(reviews).toMatchObject({ hasStatus: true, deletable: true });
  });

  it('builds read-only fields with no input and no form, nullable when asked, and a lifecycle status that is no record status', () => {
    const ledger = defineKitResource({
      key: 'l',
      apiPath: '/l',
      title: 'L',
      subject: null,
      permission: 'orders.wallet',
      writable: false,
      deletable: false,
      fields: {
        id: kit.id(),
        ref: kit.readText('Ref', { width: 120 }),
        note: kit.readText('Note', { nullable: true, sortable: false }),
        count: kit.readNumber('Count', { nullable: true, hidden: true }),
        amount: kit.readDecimal('Amount', { format: 'currency' }),
        status: kit.readChoice('Status', ['open', 'closed'], { format: 'status' }),
      },
    });
    expect(ledger.fields.map(({ key, form, ...spec }) => [key, form ?? null, spec])).toEqual([
      ['id', null, { label: 'ID', type: 'number', column: { width: 70 } }],
      ['ref', null, { label: 'Ref', type: 'text', column: { width: 120 } }],
      ['note', null, { label: 'Note', type: 'text', sortable: false, column: {} }],
      ['count', null, { label: 'Count', type: 'number', column: { hidden: true } }],
      ['amount', null, { label: 'Amount', type: 'decimal', column: { format: 'currency' } }],
      ['status', null, { label: 'Status', type: 'enum', options: ['open', 'closed'], column: { format: 'status' } }],
    ]);
    expect(
      ledger.row.safeParse({
        id: 1,
        version: 1,
        createdAt: 'x',
        ref: 'R',
        note: null,
        count: null,
        amount: '1.00',
        status: 'open',
      }).success,
    ).toBe(true);
    expect(
      ledger.row.safeParse({
        id: 1,
        version: 1,
        createdAt: 'x',
        ref: null,
        note: null,
        count: null,
        amount: '1.00',
        status: 'open',
      }).success,
    ).toBe(false);
    // An order's status moves by its actions: no PUT …/status, no status switch on the generic screen.
    expect(ledger).toMatchObject({ hasStatus: false, deletable: false, ordered: false, create: undefined });
  });

  it('keeps only the meta columns a resource names (an append-only trail has no version)', () => {
    const trail = defineKitResource({
      key: 't',
      apiPath: '/t',
      title: 'T',
      subject: null,
      permission: 'configuration.auditLog',
      writable: false,
      meta: ['id'],
      fields: { id: kit.id(), at: kit.created('When') },
    });
    expect(Object.keys(trail.row.shape)).toEqual(['id', 'at']);
    const ledger = defineKitResource({
      key: 'w',
      apiPath: '/w',
      title: 'W',
      subject: null,
      permission: 'orders.wallet',
      writable: false,
      meta: ['id', 'createdAt'],
      fields: { ref: kit.readText('Ref') },
    });
    expect(Object.keys(ledger.row.shape)).toEqual(['id', 'createdAt', 'ref']);
  });
});
