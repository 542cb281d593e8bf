import { useEffect, useRef, useState } from "preact/hooks";
import { ApiError, UnreachableError } from "../shared/api";
import { signIn, type Session } from "../shared/session";

/** The sign-in form. API errors are shown in words next to the field they concern. */
export function SignIn({ onSignedIn }: { onSignedIn: (s: Session) => void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: "email" | "password" | "form"; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    if (!email.trim()) return setError({ field: "email", text: "Enter your e-mail address." });
    if (!password) return setError({ field: "password", text: "Enter your password." });
    setBusy(true);
    try {
      onSignedIn(await signIn(email.trim(), password));
    } catch (err) {
      if (err instanceof UnreachableError) setError({ field: "form", text: "The appliance cannot be reached. Check the network and try again." });
      else if (err instanceof ApiError && err.status === 422) setError({ field: /password/i.test(err.message) ? "password" : "email", text: err.message });
      else if (err instanceof ApiError && err.status === 401) setError({ field: "password", text: err.message });
      else setError({ field: "form", text: err instanceof Error ? err.message : "Signing in failed." });
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: "email" | "password") => error?.field === field
    ? <p id={`${field}-error`} class="field-error" role="alert">{error.text}</p> : null;
  return (
    <main class="sign-in" id="main">
      <h1 tabIndex={-1} ref={heading}>Sign in to chemsafe</h1>
      <form onSubmit={submit} noValidate data-busy={busy ? "true" : "false"}>
        <div class="field">
          <label for="email">Email</label>
          <input id="email" name="email" type="email" autocomplete="username" value={email} required
            aria-invalid={error?.field === "email"} aria-describedby={error?.field === "email" ? "email-error" : undefined}
            onInput={(e) => setEmail((e.target as HTMLInputElement).value)} />
          {fieldError("email")}
        </div>
        <div class="field">
          <label for="password">Password</label>
          <input id="password" name="password" type="password" autocomplete="current-password" value={password} required
            aria-invalid={error?.field === "password"} aria-describedby={error?.field === "password" ? "password-error" : undefined}
            onInput={(e) => setPassword((e.target as HTMLInputElement).value)} />
          {fieldError("password")}
        </div>
        {error?.field === "form" ? <p class="field-error" role="alert">{error.text}</p> : null}
        <button class="button primary" type="submit" disabled={busy}>{busy ? "Signing in…" : "Sign in"}</button>
      </form>
      {/* No self-service reset: an appliance often has no mail server, so an administrator makes the link. */}
      <p class="muted forgot">Forgot your password? Ask your administrator for a password reset link.</p>
    </main>
  );
}
