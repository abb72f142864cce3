/**
 * Test support: fills a database with what the portal writes, by calling every write route of the OpenAPI
 * document through the audit walk's recipes (server/test-support/audit-walk): every order and return action, media
 * uploads, renames and deletes, every settings card, users, resources, imports, tickets — each leaving its rows
 * and its audit row. The recipes are the audit-trail test's; this only runs them, in document order.
 */
import type { ResourceDef } from '../../../contract/platform/resource';
import type { App } from '../../app';
import { ACCOUNT_RECIPES } from '../../test-support/audit-walk/account-recipes';
import { CATALOGUE_RECIPES } from '../../test-support/audit-walk/catalogue-recipes';
import { COMMENT_RECIPES } from '../../test-support/audit-walk/comment-recipes';
import { CONTENT_RECIPES } from '../../test-support/audit-walk/content-recipes';
import { IMPORT_RECIPES } from '../../test-support/audit-walk/import-recipes';
import { MAIL_RECIPES } from '../../test-support/audit-walk/mail-recipes';
import { STORE_RECIPES } from '../../test-support/audit-walk/store-recipes';
import { MEDIA_RECIPES } from '../../test-support/audit-walk/media-recipes';
import { ORDER_RECIPES } from '../../test-support/audit-walk/order-recipes';
import { PASSWORD_RESET_RECIPES } from '../../test-support/audit-walk/password-reset-recipes';
import { PEOPLE_RECIPES } from '../../test-support/audit-walk/people-recipes';
import { PRODUCT_EDITOR_RECIPES } from '../../test-support/audit-walk/product-editor-recipes';
import { PRODUCT_LIST_RECIPES } from '../../test-support/audit-walk/product-list-recipes';
import { resourceRecipes } from '../../test-support/audit-walk/resource-recipes';
import { routeName, writeRoutes } from '../../test-support/audit-walk/routes';
import { SETTINGS_RECIPES } from '../../test-support/audit-walk/settings-recipes';
import { STOCK_RECIPES } from '../../test-support/audit-walk/stock-recipes';
import { SUBSCRIPTION_RECIPES } from '../../test-support/audit-walk/subscription-recipes';
import { SUPPORT_RECIPES } from '../../test-support/audit-walk/support-recipes';
import { Walk, type Recipe } from '../../test-support/audit-walk/walk';
import { BINDINGS } from '../../resources';
import type { ResourceBinding } from '../../resources/binding';
import type { Db } from '../../db/client';

const recipes = (): Record<string, Recipe> => ({
  ...Object.assign({}, ...Object.values(BINDINGS).map((b) => resourceRecipes(b as ResourceBinding<ResourceDef>))),
  ...ORDER_RECIPES,
  ...ACCOUNT_RECIPES,
  ...MAIL_RECIPES,
  ...STORE_RECIPES,
  ...PASSWORD_RESET_RECIPES,
  ...CONTENT_RECIPES,
  ...MEDIA_RECIPES,
  ...CATALOGUE_RECIPES,
  ...COMMENT_RECIPES,
  ...PRODUCT_LIST_RECIPES,
  ...PRODUCT_EDITOR_RECIPES,
  ...IMPORT_RECIPES,
  ...PEOPLE_RECIPES,
  ...SETTINGS_RECIPES,
  ...SUBSCRIPTION_RECIPES,
  ...SUPPORT_RECIPES,
  ...STOCK_RECIPES,
});

/** Calls every write route the walk has a recipe for; answers the walk (its users' current passwords) and the calls made. */
export async function fillThroughEveryWriteRoute(
  app: App,
  db: Db,
): Promise<{ walk: Walk; calls: number; failures: string[] }> {
  const walk = new Walk(app, db);
  const known = recipes();
  const failures: string[] = [];
  let calls = 0;
  for (const route of writeRoutes(app.swagger() as never)) {
    const recipe = known[routeName(route)];
    if (!recipe) continue; // the audit-trail test names a route without a recipe
    for (const call of await recipe(walk)) {
      const response = await walk.send(call);
      calls++;
      if (response.statusCode >= 300) failures.push(`${call.method} ${call.url}: ${response.statusCode}`);
      else await call.settle?.(response.json().output);
    }
  }
  return { walk, calls, failures };
}
