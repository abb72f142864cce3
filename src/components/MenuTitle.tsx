/**
 * A menu's titled divider, as Blueprint's MenuDivider draws it, with the title not a heading: MenuDivider
 * makes it an h6, which stood in the page's outline as a heading five levels under the screen's h1 (and a
 * separator's content is presentational anyway). The h6 element stays, so Blueprint's menu-header styles apply.
 */
import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** A title between the items of a Menu. */
export function MenuTitle({ title }: { title: ReactNode }) {
  return (
    <li className={Classes.MENU_HEADER} role="separator">
      <h6 className={Classes.HEADING} role="none">
        {title}
      </h6>
    </li>
  );
}
