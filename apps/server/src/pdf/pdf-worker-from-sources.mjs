// The PDF worker when the server runs from its TypeScript sources (tests, `npm run dev`): Node 20
// ignores `--import` in a worker's execArgv, so the worker cannot pick up tsx's loader the way the
// main process does. This plain module loads the TypeScript worker through tsx's tsImport instead;
// render.ts passes where both are in workerData. The built server starts dist/pdf-worker.js.
import { workerData } from "node:worker_threads";

const { tsxApi, module, parent } = workerData.pdfWorkerFromSources;
const { tsImport } = await import(tsxApi);
const worker = await tsImport(module, parent);

export default worker.default;
