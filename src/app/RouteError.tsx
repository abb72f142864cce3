/** Shown when a screen throws while rendering: a way out instead of a blank page. */
import { Button, NonIdealState } from '@blueprintjs/core';
import { useRouteError } from 'react-router';
import { MESSAGES } from '../../contract';

/** The router's error element. */
export function RouteError() {
  const error = useRouteError();
  // The details go to the console for whoever debugs; the user gets the catalogue's message.
  console.error(error);
  return (
    <div className="screen screen-centered">
      <NonIdealState
        icon="error"
        title="Something went wrong"
        description={MESSAGES.technicalError}
        action={<Button intent="primary" text="Reload" onClick={() => window.location.reload()} />}
      />
    </div>
  );
}
