/**
 * ADD_PRODUCT (`addProduct`) and EDIT_PRODUCT (`product/{action}/{id}`, actions edit and copy): one editor. The
 * editor starts afresh for every product and action (keyed), so a copy saved and opened for edit reads it back.
 */
import { NonIdealState } from '@blueprintjs/core';
import { useParams } from 'react-router';
import type { RouteDef } from '../../../../contract';
import type { EditorMode } from '../../../../machines/catalogue/product-editor.machine';
import { usePageTitle } from '../../../lib/page-title';
import { ProductEditor } from './ProductEditor';

const EDIT_ACTIONS: readonly EditorMode[] = ['edit', 'copy'];

export function ProductEditorScreen({ route }: { route: RouteDef }) {
  const params = useParams();
  const isAdd = route.name === 'ADD_PRODUCT';
  const mode = (isAdd ? 'add' : params.action) as EditorMode;
  const id = Number(params.id);
  if (!isAdd && (!EDIT_ACTIONS.includes(mode) || !Number.isInteger(id) || id < 1))
    return <NoSuchProduct title={route.title} />;
  // The editor titles the screen by what it edits (a new product reloaded after a conflict is that product's edit).
  return <ProductEditor key={`${mode}/${isAdd ? '' : id}`} mode={mode} productId={isAdd ? null : id} />;
}

function NoSuchProduct({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <NonIdealState icon="search" title="No such product" description="The link names no product to edit or copy." />
  );
}
