/**
 * The DM template as a customer would get it: placeholders rendered with sample values as they are typed,
 * the subject for email, and for SMS its length and parts (GSM-7 160/153, UCS-2 70/67), for WhatsApp its
 * length against the 1,024-character template limit.
 */
import { Classes, Tag } from '@blueprintjs/core';
import { useDeferredValue } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { DM_CONTENT_MESSAGES, plural, renderTemplate, smsLength } from '../../../contract';
import { DM_BODY_LIMITS, type DmChannel, type DmContentInput } from '../../../contract/content/dm-content';
import { formatCount } from '../../lib/format';

/** SMS parts of the text as sent (with the sample values). */
function smsNote(sent: string): string {
  const { encoding, units, segments, perSegment } = smsLength(sent);
  return `Sent as ${plural(segments, 'SMS part')} of up to ${perSegment} characters (${plural(units, 'character')}, ${encoding})`;
}

export function DmPreview({ control }: { control: Control<DmContentInput> }) {
  const [channel, subject, body] = useWatch({ control, name: ['channel', 'subject', 'body'] });
  const text = useDeferredValue(renderTemplate(body ?? ''));
  const heading = useDeferredValue(renderTemplate(subject ?? ''));
  const known = (channel ?? 'Email') as DmChannel;
  return (
    <section className="dm-preview" aria-labelledby="dm-preview-title">
      <div className="dm-preview-header">
        <h3 id="dm-preview-title" className="dm-preview-title">
          Preview
        </h3>
        <Tag minimal>{known}</Tag>
      </div>
      <div className={`dm-preview-message dm-preview-${known.toLowerCase()}`} data-testid="dm-preview">
        {known === 'Email' && (
          <p className="dm-preview-subject">
            <strong>{heading || 'No subject'}</strong>
          </p>
        )}
        <p className="dm-preview-body">
          {text || <span className={Classes.TEXT_MUTED}>The message appears here as you type.</span>}
        </p>
      </div>
      <p className={`${Classes.TEXT_MUTED} dm-preview-note`}>
        {formatCount((body ?? '').length)} of {formatCount(DM_BODY_LIMITS[known])} characters
        {known === 'SMS' && `. ${smsNote(text)}`}
      </p>
      <p className={`${Classes.TEXT_MUTED} dm-preview-note`}>{DM_CONTENT_MESSAGES.previewNote}</p>
    </section>
  );
}
