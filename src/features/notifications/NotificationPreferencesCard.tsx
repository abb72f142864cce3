/** The kinds the user gets, one switch each (only the kinds their access allows); saved at the version read. */
import { Button, Callout, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  type NotificationKind,
} from '../../../contract/notifications/notifications';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/session/hooks';
import { hasPermission } from '../../../contract/platform/permissions';
import { usePreferences, useSavePreferences } from './notifications-api';

export function NotificationPreferencesCard() {
  const user = useCurrentUser();
  const saved = usePreferences();
  const save = useSavePreferences();
  // Edits over the saved choice; cleared on save, so the form shows what was stored.
  const [edits, setEdits] = useState<Partial<Record<NotificationKind, boolean>>>({});
  if (!saved.data)
    return saved.isError ? (
      <Callout intent="danger" compact>
        {errorMessage(saved.error)}
      </Callout>
    ) : null;
  const kinds = { ...saved.data.kinds, ...edits };
  const mine = NOTIFICATION_KINDS.filter((k) => hasPermission(user, NOTIFICATION_KIND_INFO[k].permission));
  const submit = async () => {
    const result = await save.mutateAsync({ kinds, version: saved.data.version }).catch(() => null);
    if (result) {
      setEdits({});
      toast.success(NOTIFICATION_MESSAGES.preferencesSaved);
    }
  };
  return (
    <div>
      {mine.map((kind) => (
        <Switch
          key={kind}
          label={NOTIFICATION_KIND_INFO[kind].label}
          checked={kinds[kind]}
          onChange={(e) => setEdits({ ...edits, [kind]: e.currentTarget.checked })}
        />
      ))}
      {mine.length === 0 && <p>Your access includes no area that sends notifications.</p>}
      {save.isError && (
        <Callout intent="danger" role="alert" compact>
          {errorMessage(save.error)}
        </Callout>
      )}
      <Button
        intent="primary"
        text="Save"
        disabled={Object.keys(edits).length === 0}
        loading={save.isPending}
        onClick={() => void submit()}
      />
    </div>
  );
}
