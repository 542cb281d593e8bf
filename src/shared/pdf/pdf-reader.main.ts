// Entry of a PDF reader process when running from source (`bun src/shared/pdf/pdf-reader.main.ts`).
// Inside the executable the same process is `chemsafe __pdf-reader` (src/cli.ts).
import { runPdfReaderProcess } from "./pdf-reader.process.ts";

await runPdfReaderProcess();
