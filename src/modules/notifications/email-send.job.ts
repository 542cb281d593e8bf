import { t } from "elysia";
import { eq } from "drizzle-orm";
import { defineJob, PermanentJobError } from "../jobs/job-definition";
import { emailOutbox } from "./notifications.table";
import { INVITE_LINK_PLACEHOLDER, mintInvitationMailLink } from "../auth/invitations.service";
import { sendMail, SmtpError } from "./smtp-client";
import { mintResetMailLink, RESET_LINK_PLACEHOLDER } from "../auth/password-reset.service";

/** What the stored copy of an invitation mail says where the link was. */
export const LINK_LEFT_OUT = "[the link is left out of the stored copy of this mail; only the mail itself carries it]";

/**
 * email_send: every mail is kept in email_outbox (its id is the job's id, so a job that runs again
 * finds it). Without SMTP_URL the mail is only recorded there and logged (an air-gapped plant has
 * no mail server; invitations carry their link in the API answer anyway). With SMTP_URL it is sent;
 * a server that refuses for good (5xx) fails the job at once, anything else is retried.
 *
 * Secrets never reach the disk: an invitation mail's payload carries no link, only where it goes
 * (`invitation`). The link, with a token minted for this sending, is put in at send time, in
 * memory; the stored copy says the link was left out. A retried mail mints a fresh token.
 */
export const emailSendJob = defineJob({
  kind: "email_send",
  priority: 3,
  payload: t.Object({
    to: t.String({ format: "email", maxLength: 320 }),
    subject: t.String({ minLength: 1, maxLength: 500 }),
    body: t.String({ maxLength: 100_000 }),
    company_id: t.Optional(t.Nullable(t.String({ format: "uuid" }))),
    /** An invitation mail: its body holds INVITE_LINK_PLACEHOLDER where the link goes. */
    invitation: t.Optional(t.Object({ invitation_id: t.String({ format: "uuid" }), base_url: t.String({ maxLength: 2000 }) })),
    /** A password reset mail: its body holds RESET_LINK_PLACEHOLDER where the link goes. */
    password_reset: t.Optional(t.Object({ reset_id: t.String({ format: "uuid" }), base_url: t.String({ maxLength: 2000 }) })),
  }),
  async handle(ctx, p, run) {
    const now = ctx.clock.now().toISOString();
    const smtpUrl = ctx.config.smtp.url;
    ctx.db.insert(emailOutbox).values({
      emailId: run.jobId, companyId: p.company_id ?? null, toAddress: p.to, subject: p.subject,
      body: p.body.replaceAll(INVITE_LINK_PLACEHOLDER, LINK_LEFT_OUT).replaceAll(RESET_LINK_PLACEHOLDER, LINK_LEFT_OUT),
      status: smtpUrl ? "sending" : "recorded", createdAt: now,
    }).onConflictDoNothing().run();
    let row = ctx.db.select().from(emailOutbox).where(eq(emailOutbox.emailId, run.jobId)).get()!;
    // A mail that failed for good runs again only when an admin retries its job: send it this time.
    if (row.status === "failed" && smtpUrl) {
      row = ctx.db.update(emailOutbox).set({ status: "sending" }).where(eq(emailOutbox.emailId, run.jobId)).returning().get()!;
    }
    if (row.status !== "sending") {
      if (row.status === "recorded") ctx.logger.info("mail recorded in the outbox (no SMTP_URL configured)", { email_id: row.emailId, to: p.to, subject: p.subject });
      return { email_id: row.emailId, status: row.status };
    }
    let body = p.body;
    if (p.invitation) {
      const link = p.company_id
        ? mintInvitationMailLink(ctx, { companyId: p.company_id, invitationId: p.invitation.invitation_id, baseUrl: p.invitation.base_url })
        : null;
      if (!link) {
        // Accepted, replaced or expired before the mail went out: a dead link is not worth sending.
        ctx.db.update(emailOutbox).set({ status: "cancelled", error: "the invitation was no longer open when the mail was due" }).where(eq(emailOutbox.emailId, run.jobId)).run();
        return { email_id: row.emailId, status: "cancelled" };
      }
      body = body.replaceAll(INVITE_LINK_PLACEHOLDER, link);
    }
    if (p.password_reset) {
      const link = p.company_id ? mintResetMailLink(ctx, { companyId: p.company_id, resetId: p.password_reset.reset_id, baseUrl: p.password_reset.base_url }) : null;
      if (!link) {
        ctx.db.update(emailOutbox).set({ status: "cancelled", error: "the reset link was used, replaced or expired before the mail was due" }).where(eq(emailOutbox.emailId, run.jobId)).run();
        return { email_id: row.emailId, status: "cancelled" };
      }
      body = body.replaceAll(RESET_LINK_PLACEHOLDER, link);
    }
    try {
      const messageId = await sendMail(smtpUrl!, { from: ctx.config.smtp.from, to: p.to, subject: p.subject, body });
      const sentAt = ctx.clock.now().toISOString();
      ctx.db.update(emailOutbox).set({ status: "sent", sentAt, error: null }).where(eq(emailOutbox.emailId, run.jobId)).run();
      return { email_id: row.emailId, status: "sent", message_id: messageId };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      ctx.db.update(emailOutbox).set({ error: message.slice(0, 1000) }).where(eq(emailOutbox.emailId, run.jobId)).run();
      ctx.logger.error("mail could not be sent", { email_id: row.emailId, to: p.to, error: message });
      if (err instanceof SmtpError && err.permanent) throw new PermanentJobError(message);
      throw err;
    }
  },
  onFinalFailure(ctx, _p, run, error) {
    ctx.db.update(emailOutbox).set({ status: "failed", error: error.message.slice(0, 1000) }).where(eq(emailOutbox.emailId, run.jobId)).run();
  },
});
