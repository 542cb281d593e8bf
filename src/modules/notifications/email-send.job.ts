import { t } from "elysia";
import { eq } from "drizzle-orm";
import { defineJob, PermanentJobError } from "../jobs/job-definition";
import { emailOutbox } from "./notifications.table";
import { jobs } from "../jobs/jobs.table";
import type { AppContext } from "../../context";
import { sendMail, SmtpError } from "./smtp-client";

/**
 * email_send: every mail is kept in email_outbox (its id is the job's id, so a job that runs again
 * finds it). Without SMTP_URL the mail is only recorded there and logged (an air-gapped plant has
 * no mail server; invitations carry their link in the API answer anyway). With SMTP_URL it is sent;
 * a server that refuses for good (5xx) fails the job at once, anything else is retried.
 * Once a mail has reached its end (sent, recorded, failed), the secrets in it (invitation tokens)
 * are blanked in the stored copies, so a database backup holds no live invitation link.
 */
export const emailSendJob = defineJob({
  kind: "email_send",
  priority: 3,
  payload: t.Object({
    to: t.String({ format: "email", maxLength: 320 }),
    subject: t.String({ minLength: 1, maxLength: 500 }),
    body: t.String({ maxLength: 100_000 }),
    company_id: t.Optional(t.Nullable(t.String({ format: "uuid" }))),
  }),
  async handle(ctx, p, run) {
    const now = ctx.clock.now().toISOString();
    const smtpUrl = ctx.config.smtp.url;
    ctx.db.insert(emailOutbox).values({
      emailId: run.jobId, companyId: p.company_id ?? null, toAddress: p.to, subject: p.subject, body: p.body,
      status: smtpUrl ? "sending" : "recorded", createdAt: now,
    }).onConflictDoNothing().run();
    const row = ctx.db.select().from(emailOutbox).where(eq(emailOutbox.emailId, run.jobId)).get()!;
    if (row.status === "sent" || row.status === "recorded") {
      if (row.status === "recorded") ctx.logger.info("mail recorded in the outbox (no SMTP_URL configured)", { email_id: row.emailId, to: p.to, subject: p.subject });
      forgetSecrets(ctx, run.jobId, p);
      return { email_id: row.emailId, status: row.status };
    }
    try {
      const messageId = await sendMail(smtpUrl!, { from: ctx.config.smtp.from, to: p.to, subject: p.subject, body: p.body });
      const sentAt = ctx.clock.now().toISOString();
      ctx.db.update(emailOutbox).set({ status: "sent", sentAt, error: null }).where(eq(emailOutbox.emailId, run.jobId)).run();
      forgetSecrets(ctx, run.jobId, p);
      return { email_id: row.emailId, status: "sent", message_id: messageId };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      ctx.db.update(emailOutbox).set({ error: message.slice(0, 1000) }).where(eq(emailOutbox.emailId, run.jobId)).run();
      ctx.logger.error("mail could not be sent", { email_id: row.emailId, to: p.to, error: message });
      if (err instanceof SmtpError && err.permanent) throw new PermanentJobError(message);
      throw err;
    }
  },
  onFinalFailure(ctx, p, run, error) {
    ctx.db.update(emailOutbox).set({ status: "failed", error: error.message.slice(0, 1000) }).where(eq(emailOutbox.emailId, run.jobId)).run();
    forgetSecrets(ctx, run.jobId, p);
  },
});

/** Link tokens (invitations) in a mail's text, blanked. */
export const redactSecrets = (text: string): string => text.replace(/([?&]token=)[A-Za-z0-9_-]{16,}/g, "$1[redacted]");

function forgetSecrets(ctx: AppContext, jobId: string, p: { body: string }): void {
  const body = redactSecrets(p.body);
  if (body === p.body) return;
  ctx.db.transaction((tx) => {
    tx.update(emailOutbox).set({ body }).where(eq(emailOutbox.emailId, jobId)).run();
    tx.update(jobs).set({ payload: { ...p, body } }).where(eq(jobs.jobId, jobId)).run();
  });
}
