/**
 * ROBOT_TEXT: the storefront's robots.txt, one versioned text. The editor checks every line as it is typed
 * and saves on top of the version it read (a stale save offers to reload); the history beside it shows who
 * saved each version and when, and restores one.
 */
import { Button, Callout, Card, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  API_BASE,
  ROBOT_TEXT_API,
  SUCCESS,
  RobotTextFormSchema,
  type RobotText,
  type RouteDef,
} from '../../../contract';
import { ScreenHeader } from '../../components/ScreenHeader';
import { toast } from '../../components/toast';
import { ApiError, errorMessage } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/page-title';
import { useHasPermission } from '../../lib/session/hooks';
import { UnsavedChangesPrompt } from '../../lib/unsaved-changes';
import { RobotsEditor } from './RobotsEditor';
import { RobotTextHistory } from './RobotTextHistory';
import { useReloadRobotText, useRobotText, useSaveRobotText } from './robot-text-api';
// oxlint-disable-next-line import/no-unassigned-import -- the screen's stylesheet
import './robot-text.css';

const PUBLIC_URL = `${API_BASE}${ROBOT_TEXT_API.public}`;
type FormValues = { text: string };

export function RobotTextScreen({ route }: { route: RouteDef }) {
  usePageTitle(route.title);
  const current = useRobotText();
  const canEdit = useHasPermission('content.robotText.edit');
  const subtitle = (
    <>
      The storefront&apos;s robots.txt. Crawlers read the saved version at{' '}
      <a className="robots-public-link" href={PUBLIC_URL} target="_blank" rel="noreferrer">
        {PUBLIC_URL}
      </a>
      .
    </>
  );
  return (
    <div className="screen">
      <ScreenHeader title={route.title} subtitle={subtitle} />
      {current.isPending && <Spinner size={20} />}
      {current.isError && (
        <Callout intent="danger" icon="error" compact role="alert">
          {errorMessage(current.error)} <Button size="small" text="Retry" onClick={() => void current.refetch()} />
        </Callout>
      )}
      {current.data && (
        <div className="robots-layout">
          <Card className="panel" compact>
            <RobotTextForm key={current.data.version} current={current.data} canEdit={canEdit} />
          </Card>
          <Card className="panel" compact>
            <RobotTextHistory current={current.data} canEdit={canEdit} />
          </Card>
        </div>
      )}
    </div>
  );
}

/** The editor with Save and Discard. Mounted per version, so a save or restore starts it afresh. */
function RobotTextForm({ current, canEdit }: { current: RobotText; canEdit: boolean }) {
  const save = useSaveRobotText();
  const reload = useReloadRobotText();
  const [formError, setFormError] = useState<{ message: string; stale: boolean } | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(RobotTextFormSchema),
    mode: 'onTouched',
    defaultValues: { text: current.text },
  });
  const { isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ text }) => {
    setFormError(null);
    try {
      await save.mutateAsync({ text, version: current.version });
      toast.success(SUCCESS.saved('robot text'));
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409;
      const [unplaced] = stale ? [errorMessage(error)] : applyServerErrors<FormValues>(error, ['text'], form.setError);
      if (unplaced) setFormError({ message: unplaced, stale });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Edit robots.txt">
      <UnsavedChangesPrompt when={isDirty} />
      <div className="panel-header">
        <h2 className="panel-title">Version {current.version}</h2>
        {current.savedBy && <span className="panel-link">Saved by {current.savedBy}</span>}
      </div>
      {formError && (
        <Callout intent="danger" icon="error" compact role="alert" className="screen-callout">
          {formError.message} {formError.stale && <Button size="small" text="Reload" onClick={() => void reload()} />}
        </Callout>
      )}
      <RobotsEditor control={form.control} name="text" readOnly={!canEdit} />
      {canEdit && (
        <div className="robots-actions">
          <Button type="submit" intent="primary" text="Save" loading={isSubmitting} disabled={!isDirty} />
          <Button
            text="Discard changes"
            variant="minimal"
            disabled={!isDirty || isSubmitting}
            onClick={() => {
              setFormError(null);
              form.reset();
            }}
          />
        </div>
      )}
    </form>
  );
}
