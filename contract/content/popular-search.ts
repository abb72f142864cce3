/**
 * POPULAR_SEARCH: the search terms the storefront suggests, in the order staff set, each with an optional
 * link: a storefront path (`/category/sarees`) or a full http(s) address; anything else (`javascript:`,
 * `//host`, spaces) is refused, so the storefront can put it in an href as it is.
 */
import { z } from 'zod';
import { defineKitResource, kit } from '../platform/kit';
import { ORDERING_MESSAGES } from '../platform/messages';
import { optionalText } from '../platform/fields';

/** A storefront path (`/category/sarees`) or a full http(s) address; '' (no link) passes. */
export const isLink = (value: string) => {
  if (value === '') return true;
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
  if (!/^https?:\/\/[^\s\\]+$/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
};

export const popularSearchResource = defineKitResource({
  key: 'popular-search',
  apiPath: '/popular-search',
  title: 'Popular Search',
  subject: 'popular search',
  permission: 'content.popularSearch',
  route: 'POPULAR_SEARCH',
  fields: {
    position: kit.position(),
    term: kit.text('Search Term', { max: 100, width: 220, placeholder: 'e.g. silk sarees' }),
    link: kit.text('Link', {
      schema: optionalText(500).refine(isLink, ORDERING_MESSAGES.linkFormat),
      width: 300,
      placeholder: '/search?q=silk+sarees',
      helperText: 'Optional: a storefront path or a full http(s) address',
    }),
    status: kit.status(),
    id: kit.id({ hidden: true }),
    createdAt: kit.created('Created', { hidden: true }),
  },
  unique: { key: 'term', message: 'search term already exists' },
});

export type PopularSearch = z.infer<typeof popularSearchResource.row>;
export type PopularSearchInput = z.input<typeof popularSearchResource.create>;
