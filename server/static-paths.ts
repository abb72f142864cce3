/** Where the demo company's logo and favicon live on disk and under which URL they are served. */
import { fileURLToPath } from 'node:url';

export const COMPANY_ASSETS_DIR = fileURLToPath(new URL('./seed/assets', import.meta.url));
export const COMPANY_ASSETS_PREFIX = '/assets/company/';
