import type { JobDefinition } from "./job-definition";
import { bulkImportJob } from "../sds/bulk-import.job";
import { sdsParseJob } from "../sds/sds-parse.job";

/**
 * Every job kind and its handler file. One file per kind exports its definition; list it here.
 */
export const jobDefinitions: JobDefinition[] = [sdsParseJob as JobDefinition, bulkImportJob as JobDefinition];
