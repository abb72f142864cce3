/** Calls for the content areas with routes of their own (the robots.txt). */
import { ROBOT_TEXT_API, type RobotText } from '../../../../contract/robot-text';
import type { Recipe, Walk } from './walk';

/** The current robots.txt as the editor reads it. */
const currentRobots = async (walk: Walk, token: string) =>
  (await walk.app.inject({ method: 'GET', url: `/api${ROBOT_TEXT_API.current}`, headers: { authorization: `Bearer ${token}` } })).json().output as RobotText;

export const CONTENT_RECIPES: Record<string, Recipe> = {
  [`PUT /api${ROBOT_TEXT_API.current}`]: async (walk) => {
    const admin = await walk.signIn();
    const current = await currentRobots(walk, admin.token);
    const text = `User-agent: *\nDisallow: /audit-${walk.next()}/\n`;
    return [{ method: 'PUT', url: ROBOT_TEXT_API.current, body: { text, version: current.version }, token: admin.token, actorId: admin.userId, update: true }];
  },
  [`POST /api${ROBOT_TEXT_API.restore('{version}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const current = await currentRobots(walk, admin.token);
    return [{ method: 'POST', url: ROBOT_TEXT_API.restore(1), body: { version: current.version }, token: admin.token, actorId: admin.userId, update: true }];
  },
};
