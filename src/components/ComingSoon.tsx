/** The screen of an area a later release builds: its title and an honest line, nothing pretend. */
import { NonIdealState } from '@blueprintjs/core';
import type { RouteDef } from '../../contract';
import { usePageTitle } from '../lib/page-title';
import { ScreenHeader } from './ScreenHeader';

export interface ComingSoonProps {
  /** The route table entry of the screen. */
  route: RouteDef;
}

/** Title from the route table and a short "coming" note. */
export function ComingSoon({ route }: ComingSoonProps) {
  usePageTitle(route.title);
  return (
    <div className="screen">
      <ScreenHeader title={route.title} />
      <NonIdealState
        icon="build"
        iconSize={32}
        iconMuted
        title="This screen is coming"
        description={`${route.title} arrives with a later release of the portal.`}
        className="coming-soon"
      />
    </div>
  );
}
