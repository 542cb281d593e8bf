import type { JobDefinition } from "./job-definition";

/**
 * Every job kind and its handler file. One file per kind exports its definition; list it here.
 */
export const jobDefinitions: JobDefinition[] = [];
