import type { JobDefinition } from "./job-definition";
import { bulkImportJob } from "../sds/bulk-import.job";
import { sdsParseJob } from "../sds/sds-parse.job";
import { sdsOcrJob } from "../sds/sds-ocr.job";
import { epaLabelSearchJob } from "./epa-label-search.job";
import { sdsSearchJob } from "./sds-search.job";
import { cleanupJob } from "./cleanup.job";
import { notificationSendJob } from "../notifications/notification-send.job";
import { emailSendJob } from "../notifications/email-send.job";
import { reportGenerateJob } from "../reports/report-generate.job";
import { binderBuildJob } from "../binders/binder-build.job";

/**
 * Every job kind and its handler file. One file per kind exports its definition; list it here.
 */
export const jobDefinitions: JobDefinition[] = [sdsParseJob as JobDefinition, sdsOcrJob as JobDefinition, bulkImportJob as JobDefinition,
  ...[epaLabelSearchJob, sdsSearchJob, cleanupJob, notificationSendJob, emailSendJob, reportGenerateJob, binderBuildJob] as JobDefinition[]];
