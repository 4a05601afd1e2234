import { config } from 'zod';

/**
 * Runs in the browser before the app's own modules (Next's client instrumentation hook).
 *
 * zod compiles an object schema's parser with `new Function` when it may, and asks by trying it
 * the first time a schema is built. Under the pages' Content-Security-Policy (no 'unsafe-eval',
 * decision 0032) the browser refuses and reports that attempt as a violation, though zod catches
 * it and parses without. `jitless` tells zod not to try; the content schemas of @vitrine/client
 * are built as their modules load, so this must come first. The server keeps its compiled parsers.
 */
config({ jitless: true });
