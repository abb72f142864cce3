/** Browser tests need a current SPA build: build it once before they start. */
import { ensureBuild } from '../../scripts/ensure-build';

export default async function setup() {
  await ensureBuild();
}
