import { MACHINE_MODELS } from '../machines/models';
import { coveringPaths, transitionPaths, describePath } from '../machines/testing/model';
const m = MACHINE_MODELS.find((x) => x.name === process.argv[2])!;
for (const p of coveringPaths(m, transitionPaths(m))) console.log(describePath(p));
