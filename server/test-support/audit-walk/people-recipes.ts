/** Calls for portal users (server/people): each works on a user the walk adds for it, so the demo accounts stay as they are. */
import { PORTAL_USERS_API, type PortalUser } from '../../../contract/people/portal-users';
import { grant } from '../../../contract/platform/permissions';
import type { Recipe, Walk } from './walk';

/** A fresh staff user, added as the admin (its own audit row comes before the call is counted). */
async function addUser(walk: Walk, token: string): Promise<PortalUser> {
  const n = walk.next();
  const body = {
    name: `Walk user ${n}`,
    username: `walkuser${n}`,
    email: `walkuser${n}@shop.in`,
    role: 'Staff',
    moduleAccess: grant(['dashboard.home.view']),
  };
  return (await walk.prepare({ method: 'POST', url: PORTAL_USERS_API.create, body, token })) as PortalUser;
}

const editBody = (user: PortalUser, name: string) => ({
  name,
  username: user.username,
  email: user.email,
  role: user.role,
  moduleAccess: user.moduleAccess,
  version: user.version,
});

export const PEOPLE_RECIPES: Record<string, Recipe> = {
  [`POST /api${PORTAL_USERS_API.create}`]: async (walk) => {
    const admin = await walk.signIn();
    const n = walk.next();
    const body = {
      name: `Walk user ${n}`,
      username: `walkuser${n}`,
      email: `walkuser${n}@shop.in`,
      role: 'Staff',
      moduleAccess: {},
    };
    return [{ method: 'POST', url: PORTAL_USERS_API.create, body, token: admin.token, actorId: admin.userId }];
  },
  [`PUT /api${PORTAL_USERS_API.one('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const user = await addUser(walk, admin.token);
    return [
      {
        method: 'PUT',
        url: PORTAL_USERS_API.one(user.id),
        body: editBody(user, `${user.name} renamed`),
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`PUT /api${PORTAL_USERS_API.status('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const user = await addUser(walk, admin.token);
    return [
      {
        method: 'PUT',
        url: PORTAL_USERS_API.status(user.id),
        body: { status: 'Inactive', version: user.version },
        token: admin.token,
        actorId: admin.userId,
        update: true,
      },
    ];
  },
  [`POST /api${PORTAL_USERS_API.generatePassword('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const user = await addUser(walk, admin.token);
    return [
      { method: 'POST', url: PORTAL_USERS_API.generatePassword(user.id), token: admin.token, actorId: admin.userId },
    ];
  },
  [`POST /api${PORTAL_USERS_API.viewAs('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const user = await addUser(walk, admin.token);
    return [{ method: 'POST', url: PORTAL_USERS_API.viewAs(user.id), token: admin.token, actorId: admin.userId }];
  },
};
