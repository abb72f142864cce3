/**
 * MANAGE_SLIDER (issue 15 §2): the banners at the top of the storefront's home page, in the order staff drag
 * them to. Each is a picture from the media library (its upload asks about the ratio, seed §5), a link — to a
 * product, a category or an address checked as one — and a schedule (contract/content/schedule.ts).
 */
import { z } from 'zod';
import { IdSchema } from '../catalogue/category';
import { defineKitResource, kit } from '../platform/kit';
import { ORDERING_MESSAGES, VALIDATION } from '../platform/messages';
import { endAfterStart, SCHEDULE_MESSAGES, scheduleFields } from './schedule';
import { OWN_WIDGET } from '../catalogue/attribute';
import { optionalText } from '../platform/fields';
import { isLink } from './popular-search';

export const SLIDER_LINKS = ['Category', 'Product', 'URL'] as const;
export type SliderLink = (typeof SLIDER_LINKS)[number];

const optionalId = () => z.preprocess((v) => (v === '' || v === undefined ? null : v), IdSchema.nullable());

export const sliderResource = defineKitResource({
  key: 'slider',
  apiPath: '/slider',
  title: 'Slider',
  subject: 'slider',
  permission: 'content.slider',
  route: 'MANAGE_SLIDER',
  fields: {
    position: kit.position(),
    imagePath: kit.custom(
      'Image',
      'text',
      { row: z.string().nullable(), input: undefined },
      { width: 170, format: 'image', filterable: false, sortable: false },
    ),
    title: kit.text('Title', { max: 80, width: 200, placeholder: 'e.g. Festive sale — up to 40% off' }),
    linkType: kit.choice('Links to', SLIDER_LINKS, { width: 90 }),
    /** What the link opens, as a person reads it: the product's or category's name, or the address. */
    link: kit.custom('Link', 'text', { row: z.string(), input: undefined }, { width: 220 }),
    imageMediaId: kit.custom(
      'Image id',
      'number',
      { row: z.number().int().nullable(), input: z.number({ error: VALIDATION.required }).pipe(IdSchema) },
      {
        hidden: true,
        filterable: false,
        sortable: false,
        form: OWN_WIDGET,
      },
    ),
    linkProductId: kit.custom(
      'Product',
      'number',
      { row: z.number().int().nullable(), input: optionalId() },
      { hidden: true, filterable: false, sortable: false, form: OWN_WIDGET },
    ),
    linkProductName: kit.custom(
      'Product name',
      'text',
      { row: z.string().nullable(), input: undefined },
      { hidden: true, filterable: false, sortable: false },
    ),
    linkCategoryId: kit.custom(
      'Category',
      'number',
      { row: z.number().int().nullable(), input: optionalId() },
      { hidden: true, filterable: false, sortable: false, form: OWN_WIDGET },
    ),
    linkUrl: kit.text('Address', {
      schema: optionalText(500).refine(isLink, ORDERING_MESSAGES.linkFormat),
      hidden: true,
      placeholder: '/search?q=silk+sarees',
    }),
    ...scheduleFields(),
    status: kit.status(),
    id: kit.id({ hidden: true }),
    createdAt: kit.created('Created', { hidden: true }),
  },
  input: (schema) =>
    schema
      .superRefine((v, ctx) => {
        if (v.linkType === 'Product' && v.linkProductId === null)
          ctx.addIssue({ code: 'custom', path: ['linkProductId'], message: VALIDATION.required });
        if (v.linkType === 'Category' && v.linkCategoryId === null)
          ctx.addIssue({ code: 'custom', path: ['linkCategoryId'], message: VALIDATION.required });
        if (v.linkType === 'URL' && v.linkUrl === '')
          ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: VALIDATION.required });
        if (!endAfterStart(v))
          ctx.addIssue({ code: 'custom', path: ['endsAt'], message: SCHEDULE_MESSAGES.endNotAfterStart });
      })
      .meta({
        description:
          'The link named by linkType is given (linkProductId, linkCategoryId or linkUrl); endsAt after startsAt when both are given.',
      }),
});

export type Slider = z.infer<typeof sliderResource.row>;
export type SliderInput = z.input<typeof sliderResource.create>;
