import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../contract/platform/resource-catalog';
import { FORM_MODULE_KEYS, RESOURCE_SCREEN_LOADERS } from './resource-screens';

describe("the resources' screens", () => {
  it('give every resource a screen loader on its route, and every form module a resource of its name', () => {
    for (const def of Object.values(RESOURCES))
      expect(RESOURCE_SCREEN_LOADERS[def.route!], def.key).toBeTypeOf('function');
    expect(FORM_MODULE_KEYS).toContain('promo-code');
    expect(FORM_MODULE_KEYS.filter((key) => !RESOURCES[key])).toEqual([]);
  });
});
