/** The `?` sheet: every key of the order screen, actions included. */
import { DialogBody, HTMLTable } from '@blueprintjs/core';
import { Dialog } from '../../components/overlays';
import { ORDER_ACTION_LABELS } from '../../../contract';
import { ORDER_ACTION_EVENTS } from '../../../contract/orders/order-processing';
import { keyLabel } from './OrderActionBar';
import { SHORTCUT_SHEET } from './shortcuts';

const ROWS = [
  ...SHORTCUT_SHEET,
  ...ORDER_ACTION_EVENTS.map((action) => ({ keys: [keyLabel(action)], label: ORDER_ACTION_LABELS[action] })),
  { keys: ['Enter', 'Esc'], label: 'In a confirmation: OK / Cancel' },
];

export function ShortcutSheet({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Keyboard shortcuts" className="shortcut-sheet">
      <DialogBody>
        <HTMLTable compact className="order-table">
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <td className="shortcut-keys">
                  {row.keys.map((k) => (
                    <kbd key={k} className="order-kbd">
                      {k}
                    </kbd>
                  ))}
                </td>
                <td>{row.label}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </DialogBody>
    </Dialog>
  );
}
