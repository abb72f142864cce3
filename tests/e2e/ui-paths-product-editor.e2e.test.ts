/**
 * Issue 17: the product editor's paths walked through ADD_PRODUCT and EDIT_PRODUCT (tests/paths/ui-suite.ts), with
 * the form's validation held in the page and filled valid or invalid as each path goes on, and the product's
 * requests let through to the server or answered with the path's failure.
 */
import { describeUiPaths } from '../paths/ui-suite';
import { productEditorAdapter } from './adapters/product-editor.adapter';

describeUiPaths([{ adapter: productEditorAdapter, screen: 'Add Product and Edit Product: the product editor' }], {});
