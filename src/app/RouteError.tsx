/** Shown when a screen throws while rendering, or its code fails to load: a way out instead of a blank page. */
import { Button, NonIdealState } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { MESSAGES } from '../../contract';
import { isChunkLoadError } from './chunk-error';

/** The router's error element. */
export function RouteError() {
  const error = useRouteError();
  // The details go to the console for whoever debugs, once per error (not per render); the user gets the catalogue's message.
  useEffect(() => console.error(error), [error]);
  // A reload fetches the current index.html and its chunks and keeps the hash, so the same screen opens.
  const chunk = isChunkLoadError(error);
  return (
    <div className="screen screen-centered">
      <NonIdealState
        icon={chunk ? 'offline' : 'error'}
        title={chunk ? MESSAGES.screenNotLoaded : 'Something went wrong'}
        description={chunk ? MESSAGES.screenNotLoadedHint : MESSAGES.technicalError}
        action={<Button intent="primary" text="Reload" onClick={() => window.location.reload()} />}
      />
    </div>
  );
}
