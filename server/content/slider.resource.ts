/**
 * MANAGE_SLIDER (contract/content/slider.ts): the banners, the binding and the demo banners. A banner's
 * picture, product and category are foreign keys that refuse a delete while it points at them (409 naming the
 * slider), so a live banner never links to nothing. Its picture is added to the demo banners once the media
 * library is seeded (seedSliderPictures).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../contract/platform/resource';
import { SLIDER_LINKS, sliderResource } from '../../contract/content/slider';
import { categories, products } from '../catalogue/schema';
import type { Db } from '../db/client';
import { oneOf, positionColumn, recordColumns } from '../db/columns';
import { queryRows } from '../db/transaction';
import { media } from '../platform/media-schema';
import { bindResource } from '../resources/kit';
import { scheduleCheck, scheduleColumns, scheduleStateSql, scheduleValues } from './schedule-sql';

export const sliders = pgTable(
  'sliders',
  {
    id: serial('id').primaryKey(),
    position: positionColumn(),
    title: text('title').notNull(),
    /** Null only on a demo banner seeded without the media library; a saved banner always has one. */
    imageMediaId: integer('image_media_id').references(() => media.id, { onDelete: 'restrict' }),
    linkType: text('link_type').notNull(),
    linkProductId: integer('link_product_id').references(() => products.id, { onDelete: 'restrict' }),
    linkCategoryId: integer('link_category_id').references(() => categories.id, { onDelete: 'restrict' }),
    linkUrl: text('link_url').notNull().default(''),
    ...scheduleColumns(),
    ...recordColumns(),
  },
  (t) => [
    index('sliders_position_idx').on(t.position, t.id),
    index('sliders_image_idx').on(t.imageMediaId),
    index('sliders_link_product_idx').on(t.linkProductId),
    index('sliders_link_category_idx').on(t.linkCategoryId),
    check('sliders_status_ck', oneOf(t.status, RECORD_STATUSES)),
    check('sliders_link_type_ck', oneOf(t.linkType, SLIDER_LINKS)),
    scheduleCheck('sliders', t),
  ],
);

const SLIDER = sql`${sql.identifier('sliders')}`;
const col = (name: string) => sql`${SLIDER}.${sql.identifier(name)}`;
const DAY = 86_400_000;

/** The demo banners and the media library's demo picture each gets (server/seed/media.ts). */
const DEMO: readonly {
  title: string;
  picture: string;
  link: { linkType: 'Category' | 'URL'; linkUrl?: string };
  from: number | null;
  until: number | null;
  status: string;
}[] = [
  {
    title: 'Festive sale — up to 40% off',
    picture: 'festive-sale-banner.jpg',
    link: { linkType: 'URL', linkUrl: '/sale/festive' },
    from: -2,
    until: 12,
    status: 'Active',
  },
  {
    title: 'New arrivals',
    picture: 'new-arrivals-banner.png',
    link: { linkType: 'URL', linkUrl: '/new' },
    from: null,
    until: null,
    status: 'Active',
  },
  {
    title: 'Wedding season edit',
    picture: 'festive-sale-banner.jpg',
    link: { linkType: 'URL', linkUrl: '/collections/wedding' },
    from: 9,
    until: 30,
    status: 'Active',
  },
  {
    title: 'Monsoon clearance',
    picture: 'new-arrivals-banner.png',
    link: { linkType: 'URL', linkUrl: '/sale/monsoon' },
    from: -40,
    until: -20,
    status: 'Active',
  },
];

/** Puts the demo pictures on the demo banners that have none; returns how many it changed. */
export async function seedSliderPictures(db: Db): Promise<number> {
  const pictures = Object.fromEntries(DEMO.map((d) => [d.title, d.picture]));
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update sliders s set image_media_id = m.id
    from jsonb_each_text(${JSON.stringify(pictures)}::jsonb) as p(title, file),
      (select distinct on (display_name) id, display_name from media order by display_name, id) as m
    where s.title = p.title and m.display_name = p.file and s.image_media_id is null
    returning s.id`,
  );
  return rows.length;
}

export const sliderBinding = bindResource(sliderResource, sliders, {
  columns: {
    imagePath: sql<string | null>`(select m.thumbnail_path from media m where m.id = ${col('image_media_id')})`,
    showing: scheduleStateSql(sliders),
    linkProductName: sql<string | null>`(select p.name from products p where p.id = ${col('link_product_id')})`,
    link: sql<string>`(case ${sliders.linkType}
      when 'Product' then coalesce((select p.name from products p where p.id = ${col('link_product_id')}), '')
      when 'Category' then coalesce((select c.name from categories c where c.id = ${col('link_category_id')}), '')
      else ${sliders.linkUrl} end)`,
  },
  // Only the link its type names is kept.
  toValues: ({ startsAt, endsAt, linkType, linkProductId, linkCategoryId, linkUrl, ...rest }) => ({
    ...rest,
    ...scheduleValues({ startsAt, endsAt }),
    linkType,
    linkProductId: linkType === 'Product' ? linkProductId : null,
    linkCategoryId: linkType === 'Category' ? linkCategoryId : null,
    linkUrl: linkType === 'URL' ? linkUrl : '',
  }),
  demo: (now) =>
    DEMO.map(({ title, link, from, until, status }, i) => ({
      position: i + 1,
      title,
      ...link,
      linkUrl: link.linkUrl ?? '',
      status,
      startsAt: from === null ? null : new Date(now.getTime() + from * DAY),
      endsAt: until === null ? null : new Date(now.getTime() + until * DAY),
    })),
});
