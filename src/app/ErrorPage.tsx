/** Shown when a screen throws while rendering, or its code fails to load: a way out instead of a blank page. */
import { Button, NonIdealState } from '@blueprintjs/core';
import { Component, useEffect, type ReactNode } from 'react';
import { MESSAGES } from '../../contract';
import { isChunkLoadError } from './chunk-error';

/** The catalogue's message for the error and a Reload; the details go to the console. */
export function ErrorPage({ error }: { error: unknown }) {
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

/** The error page for what is below it failing outside the router (the router's own code not loading). */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorPage error={this.state.error} />;
  }
}
