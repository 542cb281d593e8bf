import { useState } from "preact/hooks";
import { ApiError } from "../shared/api";
import { appRoot } from "../shared/root";
import { apiSend, errorText, type Session } from "../shared/session";
import { Field, fieldOfRefusal, refusalWords, useNewPassword, type FieldErrors } from "./password-fields";
import { LinkPage, LinkStateView, linkToken, useLink } from "./link-state";

interface Invitation { email: string; role: string; company_name: string; expires_at: string }

const ROLE_WORDS: Record<string, string> = {
  viewer: "viewer (reads the SDS library and inventory)",
  manager: "manager (keeps SDSs, products and inventory up to date)",
  admin: "administrator (also manages users, sites and station links)",
};

/**
 * {API_ROOT}/accept-invite?token=: whose invitation it is, a form (name, password twice, the rules stated),
 * then the account is made and the browser signed in (session cookie; no token reaches the page) and off to
 * the dashboard. A dead link (expired, withdrawn, used) says so and whom to ask.
 */
export function AcceptInvite() {
  const state = useLink<Invitation>("/auth/accept-invite", "This invitation link is incomplete. Open the whole link you were sent, or ask your administrator for a new invitation.");
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [dead, setDead] = useState<string | null>(null);
  const pw = useNewPassword();

  const submit = async (e: Event) => {
    e.preventDefault();
    const problems: FieldErrors = name.trim() ? pw.check() : { name: "Enter your name as colleagues know it.", ...pw.check() };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await apiSend<Session>("POST", "/auth/accept-invite/session", { token: linkToken(), name: name.trim(), password: pw.password });
      location.replace(`${appRoot}/dashboard`);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status === 404) setDead(err.message);
      else if (err instanceof ApiError && err.status === 422) setErrors({ [fieldOfRefusal(err.message, "password")]: refusalWords(err.message) });
      else setErrors({ form: errorText(err) });
    }
  };

  if (dead) return <LinkPage title="This invitation cannot be used" status="dead"><LinkStateView state={{ status: "dead", message: dead }} /></LinkPage>;
  if (state.status !== "ready") {
    const title = state.status === "loading" ? "Accept the invitation" : "This invitation cannot be used";
    return <LinkPage title={title} status={state.status}><LinkStateView state={state} /></LinkPage>;
  }
  const inv = state.info;
  return (
    <LinkPage title={`Join ${inv.company_name || "chemsafe"}`} status="ready">
      <p class="lead">You are invited as <strong>{ROLE_WORDS[inv.role] ?? inv.role}</strong>, with the e-mail address <strong>{inv.email}</strong>.</p>
      <p class="muted">This invitation works until {new Date(inv.expires_at).toLocaleString()}.</p>
      <form onSubmit={submit} noValidate data-busy={busy ? "true" : "false"} aria-label="Make your account">
        <input type="email" name="email" autocomplete="username" value={inv.email} readOnly hidden />
        <Field id="name" label="Your name" autocomplete="name" value={name} onInput={setName} error={errors.name} />
        {pw.fields(errors)}
        {errors.form ? <p class="field-error" role="alert">{errors.form}</p> : null}
        <button class="button primary" type="submit" disabled={busy}>{busy ? "Making your account…" : "Make my account"}</button>
      </form>
    </LinkPage>
  );
}
