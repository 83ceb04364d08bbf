/** One store's CSV import in a process of its own (bench/import.ts `measureImport`): the figure goes back to the parent. */
import { importInThisProcess, type ImportFigure } from './import.js';

const [store, rows] = process.argv.slice(2);
const figure = await importInThisProcess(store as ImportFigure['store'], Number(rows));
process.send?.(figure, () => process.exit(0));
