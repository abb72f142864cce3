/** Calls for the content areas with routes of their own (the robots.txt, the calendar's reschedule). */
import { sql } from 'drizzle-orm';
import { CALENDAR_API } from '../../../contract/content/calendar';
import { ROBOT_TEXT_API, type RobotText } from '../../../contract/content/robot-text';
import { queryRows } from '../../db/transaction';
import type { Recipe, Walk } from './walk';
import { API_BASE } from '../../../contract/platform/api-paths';

/** The current robots.txt as the editor reads it. */
const currentRobots = async (walk: Walk, token: string) =>
  (
    await walk.app.inject({
      method: 'GET',
      url: `${API_BASE}${ROBOT_TEXT_API.current}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().output as RobotText;

export const CONTENT_RECIPES: Record<string, Recipe> = {
  // A scheduled blog post moved an hour and a bit later (a fresh moment each time).
  [`POST /api${CALENDAR_API.reschedule}`]: async (walk) => {
    const admin = await walk.signIn();
    const [post] = await queryRows<{ id: number; version: number; at: string }>(
      walk.db,
      sql`select id, version, publish_at::text as at from blog_posts where publish_at is not null order by id limit 1`,
    );
    const start = new Date(Date.parse(post.at) + (60 + walk.next()) * 60_000).toISOString();
    return [
      {
        method: 'POST',
        url: CALENDAR_API.reschedule,
        body: { kind: 'blog', id: post.id, version: post.version, start },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`PUT /api${ROBOT_TEXT_API.current}`]: async (walk) => {
    const admin = await walk.signIn();
    const current = await currentRobots(walk, admin.token);
    const text = `User-agent: *\nDisallow: /audit-${walk.next()}/\n`;
    return [
      {
        method: 'PUT',
        url: ROBOT_TEXT_API.current,
        body: { text, version: current.version },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`POST /api${ROBOT_TEXT_API.restore('{version}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const current = await currentRobots(walk, admin.token);
    return [
      {
        method: 'POST',
        url: ROBOT_TEXT_API.restore(1),
        body: { version: current.version },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
};
