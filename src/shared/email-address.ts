import { domainToASCII } from "node:url";
import { errors } from "./errors";

/** RFC 5321 dot-atom characters: what every mail server accepts before the @ without SMTPUTF8. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

const refuse = (message: string) => errors.validation(message, [{ field: "email", message }]);

/**
 * An address the appliance's mailer can deliver to, in the form it will use: lower case, an
 * internationalised domain converted to its ASCII (punycode) form. The part before the @ must be
 * plain ASCII, since the mailer does not speak SMTPUTF8 and a mail server would refuse it later.
 */
export function toDeliverableAddress(input: string): string {
  const email = input.trim();
  const at = email.lastIndexOf("@");
  if (at < 1 || at === email.length - 1) throw refuse("Not an e-mail address (it needs a name, an @ and a domain)");
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!LOCAL_PART.test(local) || local.length > 64) {
    throw refuse(/[^\x00-\x7f]/.test(local)
      ? "The part before the @ may only use plain (ASCII) letters, digits and . _ - + ; full-width, accented or other special characters cannot be delivered by mail"
      : "The part before the @ may only use letters, digits and . _ - + (no spaces, no dot at either end, no two dots in a row)");
  }
  const asciiDomain = domainToASCII(domain).toLowerCase();
  if (!asciiDomain || !DOMAIN.test(asciiDomain) || asciiDomain.length > 253) throw refuse("The part after the @ is not a valid domain name");
  return `${local.toLowerCase()}@${asciiDomain}`;
}

/**
 * The form under which an address is stored and looked up: trimmed, lower case, an internationalised domain
 * in its ASCII (punycode) form, as `toDeliverableAddress` stores it. Never refuses: a lookup of something that
 * is no address simply finds nobody.
 */
export function comparableAddress(input: string): string {
  const email = input.trim().toLowerCase();
  const at = email.lastIndexOf("@");
  if (at < 0) return email;
  const ascii = domainToASCII(email.slice(at + 1));
  return ascii ? `${email.slice(0, at)}@${ascii.toLowerCase()}` : email;
}
