import { readOptions, USAGE } from './options';
import { conformant, runKit } from './run';
import { formatReport } from './table';

// `npm run conformance -- --url …`: runs every row against a back end and prints the table. Exit code 0 only
// when no row failed; 2 for a command line it cannot read.

const options = readOptions(process.argv.slice(2), process.env);
if ('error' in options) {
  if (options.error) console.error(`${options.error}\n`);
  (options.error ? console.error : console.info)(USAGE);
  process.exit(options.error ? 2 : 0);
}
const report = await runKit(options);
console.info(formatReport(report, options.url));
process.exitCode = conformant(report) ? 0 : 1;
