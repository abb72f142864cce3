/** FAQS (seed "FAQ", "Wallet FAQs"): questions and answers the storefront shows, general or about the wallet, in the order staff set. */
import type { z } from 'zod';
import { defineKitResource, kit } from '../platform/kit';

export const FAQ_TYPES = ['General', 'Wallet'] as const;

export const faqResource = defineKitResource({
  key: 'faq',
  apiPath: '/faq',
  title: 'FAQ',
  subject: 'FAQ',
  permission: 'content.faq',
  route: 'FAQS',
  fields: {
    position: kit.position(),
    question: kit.text('Question', { max: 300, width: 300, placeholder: 'e.g. How do I use my wallet balance?' }),
    answer: kit.longText('Answer', { max: 4000, width: 320 }),
    type: kit.choice('Type', FAQ_TYPES, { width: 100 }),
    status: kit.status(),
    id: kit.id({ hidden: true }),
    createdAt: kit.created('Created', { hidden: true }),
  },
  unique: { key: 'question', message: 'question already exists' },
});

export type Faq = z.infer<typeof faqResource.row>;
export type FaqInput = z.input<typeof faqResource.create>;
