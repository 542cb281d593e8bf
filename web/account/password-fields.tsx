import { useState } from "preact/hooks";

/** The appliance's password rules (src/modules/auth/password-policy.ts), stated before a person types. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_RULES = `At least ${PASSWORD_MIN_LENGTH} characters (a few words make a good one). Not your e-mail address, and not a commonly used password.`;

export type FieldErrors = Partial<Record<string, string>>;

/** A labelled input with its error in words beside it (linked by aria-describedby). */
export function Field(props: {
  id: string; label: string; type?: string; value: string; onInput: (v: string) => void;
  autocomplete?: string; error?: string; hint?: string;
}) {
  const described = [props.hint ? `${props.id}-hint` : "", props.error ? `${props.id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      {props.hint ? <p id={`${props.id}-hint`} class="hint">{props.hint}</p> : null}
      <input id={props.id} name={props.id} type={props.type ?? "text"} value={props.value} autocomplete={props.autocomplete} required
        aria-invalid={props.error ? "true" : undefined} aria-describedby={described}
        onInput={(e) => props.onInput((e.target as HTMLInputElement).value)} />
      {props.error ? <p id={`${props.id}-error`} class="field-error" role="alert">{props.error}</p> : null}
    </div>
  );
}

/** "New password" and "Repeat the new password", with the rules stated; `check` gives the words for what is wrong. */
export function useNewPassword() {
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const check = (): FieldErrors => {
    if (password.length < PASSWORD_MIN_LENGTH) return { password: `The password needs at least ${PASSWORD_MIN_LENGTH} characters; this one has ${password.length}.` };
    if (repeat !== password) return { repeat: "The two passwords are not the same. Type the new password again." };
    return {};
  };
  const fields = (errors: FieldErrors) => (
    <>
      <Field id="password" label="New password" type="password" autocomplete="new-password" value={password} onInput={setPassword} hint={PASSWORD_RULES} error={errors.password} />
      <Field id="repeat" label="Repeat the new password" type="password" autocomplete="new-password" value={repeat} onInput={setRepeat} error={errors.repeat} />
    </>
  );
  const clear = () => { setPassword(""); setRepeat(""); };
  return { password, check, fields, clear };
}

/**
 * An API refusal in a sentence for the field beside it: the API's message first sentence, without the
 * repeated field details (the rules are stated above the field already).
 */
export const refusalWords = (message: string): string => {
  const head = message.split(": ")[0]!;
  const first = head.match(/^.*?\.(?=\s|$)/)?.[0] ?? head;
  return /[.!?]$/.test(first) ? first : `${first}.`;
};

/** Which field an API refusal (422) concerns: the API names it in its message or details. */
export function fieldOfRefusal(message: string, fallback: string): string {
  if (/current password/i.test(message)) return "current";
  if (/password/i.test(message)) return "password";
  if (/\bname\b/i.test(message)) return "name";
  return fallback;
}
