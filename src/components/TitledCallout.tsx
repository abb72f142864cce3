/**
 * Blueprint's Callout with its title at the heading level the page's outline needs: Callout draws its title
 * as an h5 wherever it stands, which skipped levels under a screen's h1 or a drawer's h2 (axe's heading-order).
 */
import { Callout, type CalloutProps } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface TitledCalloutProps extends Omit<CalloutProps, 'title'> {
  title: ReactNode;
  /** 2 under a screen's h1 (the default), 3 under a section's or a drawer's h2. */
  level?: 2 | 3;
}

/** A callout whose title is a heading of the given level, drawn at Callout's own title size. */
export function TitledCallout({ title, level = 2, children, ...rest }: TitledCalloutProps) {
  const Heading = `h${level}` as const;
  return (
    <Callout {...rest}>
      <Heading className="bp6-heading heading-size-5">{title}</Heading>
      {children}
    </Callout>
  );
}
