/**
 * The awaitable confirmation dialog (seed §2), driven by the confirm machine:
 * `const ok = await confirm({ message })`. With `onConfirm`, the work runs while the dialog
 * shows progress; a failure keeps it open with the error and a retry, and the work runs once.
 */
import { useActorRef } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { confirmMachine } from '../../machines/platform/confirm.machine';
import type { ConfirmOptions } from '../../machines/platform/confirm.machine';
import { ConfirmDialogView } from './ConfirmDialogView';

/** What a caller may ask: the machine's options plus the confirmed work. */
export interface ConfirmRequest extends ConfirmOptions {
  /** Runs after OK, while the dialog shows progress; a rejection shows its message with a retry. */
  onConfirm?: () => Promise<unknown>;
}

export type ConfirmFn = (request: ConfirmRequest) => Promise<boolean>;

interface Pending {
  request: ConfirmRequest;
  resolve: (ok: boolean) => void;
}

/** The machine with its effects, and the one question it is answering. */
function createConfirmController() {
  const box: { pending: Pending | null } = { pending: null };
  const machine = confirmMachine.provide({
    actors: {
      runConfirmed: fromPromise<void, void>(async () => {
        await box.pending?.request.onConfirm?.();
      }),
    },
    actions: {
      settle: (_, params: { confirmed: boolean }) => {
        const current = box.pending;
        box.pending = null;
        current?.resolve(params.confirmed);
      },
    },
  });
  return { box, machine };
}

interface ConfirmContextValue {
  confirm: ConfirmFn;
  /** Cancels `request` if it is the question shown and still unanswered (not while its work runs). */
  withdraw(request: ConfirmRequest): void;
}

const ConfirmContext = createContext<ConfirmContextValue | null>(null);
let globalConfirm: ConfirmFn | null = null;

/** Owns the one confirm actor and renders its dialog. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [{ box, machine }] = useState(createConfirmController);
  const actor = useActorRef(machine);

  const confirm = useCallback<ConfirmFn>(
    (request) =>
      new Promise<boolean>((resolve) => {
        // A second question replaces an unanswered first one, which counts as cancelled.
        if (box.pending) actor.send({ type: 'dialog.cancel' });
        if (!actor.getSnapshot().matches('closed')) return resolve(false);
        box.pending = { request, resolve };
        const { onConfirm: _work, ...options } = request;
        actor.send({ type: 'dialog.open', ...options });
      }),
    [actor, box],
  );

  const withdraw = useCallback(
    (request: ConfirmRequest) => {
      if (box.pending?.request === request && actor.getSnapshot().can({ type: 'dialog.cancel' }))
        actor.send({ type: 'dialog.cancel' });
    },
    [actor, box],
  );
  const value = useMemo<ConfirmContextValue>(() => ({ confirm, withdraw }), [confirm, withdraw]);

  useEffect(() => {
    globalConfirm = confirm;
    return () => {
      if (globalConfirm === confirm) globalConfirm = null;
    };
  }, [confirm]);

  return (
    <ConfirmContext.Provider value={value}>
      {children}
      <ConfirmDialogView actor={actor} />
    </ConfirmContext.Provider>
  );
}

/**
 * The awaitable confirm of the nearest ConfirmProvider. A question still unanswered when the component that asked it
 * goes (its screen left by Back or a link) is cancelled: OK must never apply to what is no longer on the screen.
 */
export function useConfirm(): ConfirmFn {
  const context = useContext(ConfirmContext);
  if (!context) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  const asked = useRef(new Set<ConfirmRequest>());
  const { confirm, withdraw } = context;
  useEffect(() => {
    const mine = asked.current;
    return () => mine.forEach(withdraw);
  }, [withdraw]);
  return useCallback<ConfirmFn>(
    (request) => {
      asked.current.add(request);
      return confirm(request).finally(() => asked.current.delete(request));
    },
    [confirm],
  );
}

/** The same, for code outside React components. Resolves false when no provider is mounted. */
export const confirm: ConfirmFn = (request) => (globalConfirm ? globalConfirm(request) : Promise.resolve(false));
