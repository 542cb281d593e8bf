import { errors } from "../../shared/errors";

/** The password rules, in one place; every refusal quotes them so a person knows what to type. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_RULES =
  `A password needs at least ${PASSWORD_MIN_LENGTH} characters, must not be your e-mail address (or its part before the @) and must not be a commonly used password`;

/**
 * The most common passwords of 12 characters or more in public breach lists (shorter ones are
 * refused by length anyway). Compared in lower case, spaces ignored.
 */
const COMMON = new Set([
  "123456789012", "1234567890123", "12345678901234", "123456789123", "123123123123", "111111111111", "000000000000",
  "123412341234", "121212121212", "112233445566", "123321123321", "987654321098", "147258369147", "1q2w3e4r5t6y",
  "1qaz2wsx3edc", "qwertyuiop12", "qwertyuiop123", "qwertyuiopas", "qwerty123456", "qwertyqwerty", "asdfghjkl123",
  "zxcvbnm12345", "qazwsxedcrfv", "password1234", "password123!", "password12345", "passwordpassword", "password1!23",
  "p@ssword1234", "p@ssw0rd1234", "passw0rd1234", "iloveyou1234", "iloveyou12345", "welcome12345", "welcome1234!",
  "changeme1234", "changeme123!", "letmein12345", "administrator", "administrator1", "admin1234567", "adminadmin12",
  "abc123456789", "abcdefghijkl", "abcd12345678", "football1234", "baseball1234", "superman1234", "princess1234",
  "sunshine1234", "monkey123456", "dragon123456", "trustno11234", "starwars1234", "computer1234", "internet1234",
  "mypassword12", "mypassword123", "secretpassword", "supersecret1", "letmeinplease", "chemsafe1234", "chemsafe12345",
  "correcthorsebatterystaple1", "qwertyuiopasdfgh", "1234567890qwerty", "qwerty1234567", "michael12345", "jennifer1234",
  "whatever1234", "trustnoone12", "summer202020", "winter202020", "spring202020", "autumn202020",
]);

/** The rule a password breaks, in words, or null when it keeps them all. */
export function passwordProblem(password: string, email: string | null): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `has fewer than ${PASSWORD_MIN_LENGTH} characters`;
  const plain = password.toLowerCase().replace(/\s+/g, "");
  if (email) {
    const address = email.trim().toLowerCase();
    if (plain === address.replace(/\s+/g, "") || plain === address.split("@")[0]) return "is your e-mail address";
  }
  if (COMMON.has(plain) || /^(.)\1*$/.test(plain)) return "is a commonly used password";
  return null;
}

/** Refuses (422) a password that breaks a rule, naming the field, the broken rule and all the rules. */
export function assertPasswordAllowed(password: string, email: string | null, field: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw errors.validation(`This password ${problem}. ${PASSWORD_RULES}.`, [{ field, message: `${problem}; ${PASSWORD_RULES.replace(/^A password needs/, "needs")}` }]);
}
