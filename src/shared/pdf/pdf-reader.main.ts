// Entry of a PDF reader process when running from source (`bun src/shared/pdf/pdf-reader.main.ts`).
// Inside the executable the same process is `chemsafe __pdf-reader` (src/cli.ts).
import { runPdfReaderProcess } from "./pdf-reader.process.ts";

// The SDS parser, for requests that ask for a parse (loaded on the first one; src/modules/sds/sds-reader-parse.ts).
await runPdfReaderProcess(async () => (await import("../../modules/sds/sds-reader-parse.ts")).parseInReader);
