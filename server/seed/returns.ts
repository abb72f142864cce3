/**
 * Demo return questions and each seeded return's answers, chosen from the return's id (the same on
 * PGlite and PostgreSQL), the amount each request asks back (its order's total), and exchanges and refunds
 * made consistent with the return lifecycle.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { returnQuestions } from '../returns/schema';
import { queryRows } from '../db/transaction';
import { takeNumbers } from '../platform/prefix-numbers';

/** The questions in the order the customer sees them; `answers` are picked by the return's id. */
export const DEMO_RETURN_QUESTIONS = [
  { question: 'What went wrong with the product?', answers: null },
  {
    question: 'Was the product used, worn or washed?',
    answers: ['No, it is unused', 'No, only tried it on', 'Used once'],
  },
  {
    question: 'Are the original tags and packaging intact?',
    answers: ['Yes, all intact', 'Yes', 'Tags intact, box damaged'],
  },
  { question: 'How would you like us to resolve this?', answers: null },
  {
    question: 'When can our courier pick up the item?',
    answers: ['Any weekday', 'Weekends only', 'Mornings before 11 am', 'Evenings after 5 pm'],
  },
] as const;

/** The answer of question `position` as SQL over the return `r` (`null` answers: from the return itself). */
function answerSql(position: number) {
  const { answers } = DEMO_RETURN_QUESTIONS[position];
  if (position === 0) return sql`r.reason`;
  if (!answers)
    return sql`case when r.kind = 'exchange' then 'Send a replacement'
    when r.id % 2 = 0 then 'Refund to my wallet' else 'Refund to the original payment' end`;
  return sql`(${sql.param(answers)}::text[])[1 + (r.id * ${position + 3}) % ${answers.length}]`;
}

export async function seedReturnQuestions(db: Db): Promise<void> {
  const rows = await db
    .insert(returnQuestions)
    .values(DEMO_RETURN_QUESTIONS.map((q, i) => ({ question: q.question, sortOrder: (i + 1) * 10 })))
    .returning({ id: returnQuestions.id });
  for (const [position, { id }] of rows.entries()) {
    await db.execute(sql`insert into return_answers (return_id, question_id, question, answer, position)
      select r.id, ${id}, ${DEMO_RETURN_QUESTIONS[position].question}, ${answerSql(position)}, ${position + 1}
      from returns r order by r.id`);
  }
  // Returns seeded before amounts were kept ask back their order's total.
  await db.execute(sql`update returns r set amount = o.total from orders o where o.id = r.order_id and r.amount = 0`);
  // An exchange is never refunded: the generator's refunded exchanges wait, received, for their replacement.
  await db.execute(sql`update returns set status = 'received' where kind = 'exchange' and status = 'refunded'`);
  // Refunded returns were paid back to the original payment (no wallet credit to invent).
  // References from the refund-details prefix, so refunds made later continue after them.
  const refunded = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from returns where kind = 'return' and status = 'refunded'`,
  );
  const [first] = await takeNumbers(db, 'refundDetails', refunded[0].n);
  if (!first) return;
  await db.execute(sql`insert into refunds (return_id, order_id, method, amount, reference, created_by_name, created_at)
    select r.id, r.order_id, 'original', r.amount, ${first.prefix} || (${first.number}::bigint + row_number() over (order by r.id) - 1), 'System', r.updated_at
    from (select * from returns where kind = 'return' and status = 'refunded' order by id) r`);
}
