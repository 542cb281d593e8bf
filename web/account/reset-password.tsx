import { useState } from "preact/hooks";
import { ApiError } from "../shared/api";
import { appRoot } from "../shared/root";
import { apiSend, errorText } from "../shared/session";
import { refusalWords, useNewPassword, type FieldErrors } from "./password-fields";
import { LinkPage, LinkStateView, linkToken, useLink } from "./link-state";

interface Reset { email: string; expires_at: string }

/**
 * {API_ROOT}/reset-password?token=: whose password the link sets, the new password twice with the rules
 * stated, then on to sign-in with it. A used, replaced or expired link says so and whom to ask.
 */
export function ResetPassword() {
  const state = useLink<Reset>("/auth/reset-password", "This password reset link is incomplete. Open the whole link you were given, or ask your administrator for a new one.");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ done: true } | { dead: string } | null>(null);
  const pw = useNewPassword();

  const submit = async (e: Event) => {
    e.preventDefault();
    const problems = pw.check();
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      // The answer carries a bearer token for API clients; the page does not keep it: the person signs in.
      await apiSend<unknown>("POST", "/auth/reset-password", { token: linkToken(), new_password: pw.password });
      setOutcome({ done: true });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status === 404) setOutcome({ dead: err.message });
      else if (err instanceof ApiError && err.status === 422) setErrors({ password: refusalWords(err.message) });
      else setErrors({ form: errorText(err) });
    }
  };

  if (outcome && "dead" in outcome) return <LinkPage title="This link cannot be used" status="dead"><LinkStateView state={{ status: "dead", message: outcome.dead }} /></LinkPage>;
  if (state.status !== "ready") {
    return <LinkPage title={state.status === "loading" ? "Set a new password" : "This link cannot be used"} status={state.status}><LinkStateView state={state} /></LinkPage>;
  }
  if (outcome) {
    return (
      <LinkPage title="Your new password is set" status="done">
        <p class="ok" role="status">The password of {state.info.email} is changed. Anyone still signed in with the old one has been signed out.</p>
        <p><a class="button primary" href={`${appRoot}/sign-in`}>Sign in</a></p>
      </LinkPage>
    );
  }
  return (
    <LinkPage title="Set a new password" status="ready">
      <p class="lead">For <strong>{state.info.email}</strong>. This link works once, until {new Date(state.info.expires_at).toLocaleString()}.</p>
      <form onSubmit={submit} noValidate data-busy={busy ? "true" : "false"} aria-label="Set a new password">
        <input type="email" name="email" autocomplete="username" value={state.info.email} readOnly hidden />
        {pw.fields(errors)}
        {errors.form ? <p class="field-error" role="alert">{errors.form}</p> : null}
        <button class="button primary" type="submit" disabled={busy}>{busy ? "Setting the password…" : "Set the new password"}</button>
      </form>
    </LinkPage>
  );
}
