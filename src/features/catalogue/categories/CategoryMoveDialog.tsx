/** Asks before a category moves to another parent, saying how many categories and products go with it. */
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Dialog } from '../../../components/overlays';
import { CATEGORY_MESSAGES, CONSTANTS, type CategoryMoveImpact } from '../../../../contract';
import type { CategoryMoveRequest } from '../../../../machines/catalogue/category-order.machine';

export interface CategoryMoveDialogProps {
  isOpen: boolean;
  request: CategoryMoveRequest | null;
  impact: CategoryMoveImpact | null;
  onConfirm(): void;
  onCancel(): void;
}

export function CategoryMoveDialog({ isOpen, request, impact, onConfirm, onCancel }: CategoryMoveDialogProps) {
  const where = request?.parentId === null ? CATEGORY_MESSAGES.topLevel : `"${request?.parentName}"`;
  return (
    <Dialog
      isOpen={isOpen && request !== null && impact !== null}
      title="Move category"
      onClose={onCancel}
      style={{ maxWidth: CONSTANTS.confirmMaxWidth }}
    >
      <DialogBody>
        <p>
          {request && impact && CATEGORY_MESSAGES.confirmMove(request.name, where, impact.categories, impact.products)}
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" variant="minimal" onClick={onCancel} />
            <Button text="Move" intent="primary" autoFocus onClick={onConfirm} />
          </>
        }
      />
    </Dialog>
  );
}
