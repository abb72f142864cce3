/**
 * Add or edit a category in a drawer: parent, name, slug (blank: made from the name), image from the media
 * library, status. react-hook-form with the contract's schema; the server's 409s land on their fields
 * ('category name already exists' on the name), a stale version shows with a Reload.
 */
import { Button, Callout, DrawerSize } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CategoryFormSchema, MESSAGES, RECORD_STATUSES, type CategoryFormValues } from '../../../../contract';
import { useConfirm } from '../../../components/confirm';
import { DialogDrawer } from '../../../components/DialogDrawer';
import { RecordHistory } from '../../../components/history/RecordHistory';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { MEDIA_SLOTS } from '../../../../contract/media/media';
import { MediaPickerField } from '../../../components/media';
import { toast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes';
import { useCategoryCalls } from './category-api';
import { subtreeIds, type TreeItem } from './category-tree';

export interface CategoryFormDrawerProps {
  /** The category being edited, or null to add one. */
  row: TreeItem | null;
  /** A new category's parent (Add subcategory). */
  parentId?: number | null;
  isOpen: boolean;
  /** Every category, depth-first (the parent choices). */
  items: readonly TreeItem[];
  onClose(): void;
}

export function CategoryFormDrawer(props: CategoryFormDrawerProps) {
  const { row, isOpen, parentId } = props;
  return (
    <DialogDrawer
      isOpen={isOpen}
      title={row ? 'Edit category' : 'Add category'}
      size={DrawerSize.SMALL}
      className="resource-drawer"
      canOutsideClickClose={false}
      isCloseButtonShown={false}
    >
      {isOpen && <CategoryForm key={row ? `${row.id}:${row.version}` : `new:${parentId ?? ''}`} {...props} />}
    </DialogDrawer>
  );
}

const FIELDS = ['parentId', 'name', 'slug', 'imageMediaId', 'status'] as const;
/** How the history names the fields an audit row holds. */
const HISTORY_LABELS = {
  parentId: 'Parent',
  name: 'Name',
  slug: 'Slug',
  imageMediaId: 'Image',
  status: 'Status',
  position: 'Position',
};
type ParentChoice = { id: number | null; title: string };

function CategoryForm({ row, parentId = null, items, onClose }: CategoryFormDrawerProps) {
  const calls = useCategoryCalls();
  const confirm = useConfirm();
  const [formError, setFormError] = useState<{ message: string; stale: boolean } | null>(null);
  const defaults: CategoryFormValues = row
    ? { parentId: row.parentId, name: row.name, slug: row.slug, imageMediaId: row.imageMediaId, status: row.status }
    : { parentId, name: '', slug: '', imageMediaId: null, status: 'Active' };
  const form = useForm<CategoryFormValues>({
    resolver: zodResolver(CategoryFormSchema),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const { isDirty, isSubmitting } = form.formState;

  // A category cannot sit under itself or its own subcategories: those are not offered.
  const parents = useMemo<ParentChoice[]>(() => {
    const own = row ? subtreeIds(items, row.id) : new Set<number>();
    return [
      { id: null, title: 'Top level' },
      ...items.filter((i) => !own.has(i.id)).map((i) => ({ id: i.id, title: `${'\u2003'.repeat(i.depth)}${i.name}` })),
    ];
  }, [items, row]);

  const close = async () => {
    if (isDirty && !(await confirm({ message: MESSAGES.unsavedLeave }))) return;
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { message } = row ? await calls.update(row.id, row.version, values) : await calls.create(values);
      toast.success(message);
      form.reset(values);
      onClose();
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409 && !error.errors[0]?.field;
      const [unplaced] = stale ? [error.message] : applyServerErrors<CategoryFormValues>(error, FIELDS, form.setError);
      if (unplaced) setFormError({ message: unplaced, stale });
    }
  });

  return (
    <form
      className="resource-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={row ? `Edit ${row.name}` : 'Add category'}
    >
      <UnsavedChangesPrompt when={isDirty} />
      <div className="resource-form-body">
        {formError && (
          <Callout intent="danger" icon="error" compact role="alert">
            {formError.message}{' '}
            {formError.stale && (
              <Button
                size="small"
                text="Reload"
                onClick={() => {
                  void calls.refresh();
                  onClose();
                }}
              />
            )}
          </Callout>
        )}
        <SelectField
          control={form.control}
          name="parentId"
          label="Parent"
          items={parents}
          itemTitle="title"
          itemValue="id"
          filterable={false}
        />
        <TextField control={form.control} name="name" label="Name" autoFocus />
        <TextField
          control={form.control}
          name="slug"
          label="Slug"
          helperText="Part of the storefront address. Leave blank to make it from the name."
        />
        <MediaPickerField
          control={form.control}
          name="imageMediaId"
          label="Image"
          pickerTitle="Choose the category image"
          slot={MEDIA_SLOTS.category}
        />
        <SelectField control={form.control} name="status" label="Status" items={RECORD_STATUSES} />
        {row && <RecordHistory entity="category" id={row.id} labels={HISTORY_LABELS} version={row.version} />}
      </div>
      <div className="resource-form-footer">
        <Button text="Cancel" variant="minimal" onClick={() => void close()} />
        <Button type="submit" intent="primary" text="Save" loading={isSubmitting} />
      </div>
    </form>
  );
}
