import { useState } from "preact/hooks";
import { ApiError } from "../shared/api";
import { apiSend, errorText, type Session } from "../shared/session";
import { Field, fieldOfRefusal, refusalWords, useNewPassword, type FieldErrors } from "./password-fields";

/**
 * {API_ROOT}/account: who is signed in, and a password change (POST /auth/change-password: the current
 * password is checked; this browser stays signed in, every other session and token ends).
 */
export function AccountPage({ session }: { session: Session }) {
  const { user } = session;
  const [current, setCurrent] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const pw = useNewPassword();

  const submit = async (e: Event) => {
    e.preventDefault();
    setDone(false);
    const problems: FieldErrors = current ? pw.check() : { current: "Enter your current password.", ...pw.check() };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      // The answer carries a bearer token for API clients; this page keeps only its cookie session.
      await apiSend<unknown>("POST", "/auth/change-password", { current_password: current, new_password: pw.password });
      // An empty form again: the passwords do not stay on screen.
      setCurrent("");
      pw.clear();
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) setErrors({ [fieldOfRefusal(err.message, "password")]: refusalWords(err.message) });
      else setErrors({ form: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="account">
      <section class="card" aria-labelledby="who-h">
        <h2 id="who-h">Signed in as</h2>
        <dl class="facts">
          <dt>Name</dt><dd>{user.name ?? "—"}</dd>
          <dt>E-mail</dt><dd>{user.email}</dd>
          <dt>Role</dt><dd>{user.role}</dd>
          <dt>Session ends</dt><dd>{new Date(session.expires_at).toLocaleString()} at the latest</dd>
        </dl>
        <p class="muted">Your name and role are set by an administrator.</p>
      </section>
      <section class="card" aria-labelledby="pw-h">
        <h2 id="pw-h">Change your password</h2>
        {done ? <p class="ok" role="status">Your password is changed. You stay signed in here; other browsers and API tokens signed in as you are signed out.</p> : null}
        <ChangeForm busy={busy} errors={errors} current={current} setCurrent={setCurrent} pw={pw} submit={submit} />
      </section>
    </div>
  );
}

function ChangeForm(props: {
  busy: boolean; errors: FieldErrors; current: string; setCurrent: (v: string) => void;
  pw: ReturnType<typeof useNewPassword>; submit: (e: Event) => void;
}) {
  const { errors } = props;
  return (
    <form onSubmit={props.submit} noValidate data-busy={props.busy ? "true" : "false"} aria-label="Change your password">
      <Field id="current" label="Current password" type="password" autocomplete="current-password" value={props.current} onInput={props.setCurrent} error={errors.current} />
      {props.pw.fields(errors)}
      {errors.form ? <p class="field-error" role="alert">{errors.form}</p> : null}
      <button class="button primary" type="submit" disabled={props.busy}>{props.busy ? "Changing…" : "Change password"}</button>
    </form>
  );
}
