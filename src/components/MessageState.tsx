/**
 * Blueprint's NonIdealState with its title at the heading level the page's outline needs: Blueprint draws
 * the title as an h4 whatever comes before it, so a message under a screen's h1 skipped two levels.
 */
import { NonIdealState, type NonIdealStateProps } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface MessageStateProps extends Omit<NonIdealStateProps, 'title' | 'description'> {
  title: ReactNode;
  description?: ReactNode;
  /** 1 when the message is the whole screen (it has no other h1), 2 under a screen's h1 (the default). */
  level?: 1 | 2 | 3;
}

/** A centred message (empty, failed, no access) whose title is a heading of the given level. */
export function MessageState({ title, description, level = 2, ...rest }: MessageStateProps) {
  const Heading = `h${level}` as const;
  return (
    <NonIdealState
      {...rest}
      description={
        <>
          <Heading className="bp6-heading heading-size-4">{title}</Heading>
          {description !== undefined && <div>{description}</div>}
        </>
      }
    />
  );
}
