// A worker thread when the server runs from its TypeScript sources (tests, `npm run dev`): Node 20
// ignores `--import` in a worker's execArgv, so a worker cannot pick up tsx's loader the way the
// main process does. This plain module loads the TypeScript worker through tsx's tsImport instead;
// worker-entry.ts passes where both are in workerData. The built server starts the bundled workers.
import { workerData } from "node:worker_threads";

const { tsxApi, module, parent } = workerData.workerFromSources;
const { tsImport } = await import(tsxApi);
const worker = await tsImport(module, parent);

// A Piscina task function (the PDF worker) is the module's default export.
export default worker.default;
