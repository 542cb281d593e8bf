import { render } from "preact";
import { SignedInPage, appPath } from "../shared/shell";
import { AcceptInvite } from "./accept-invite";
import { AccountPage } from "./change-password";
import { ResetPassword } from "./reset-password";
import "../shared/app.css";
import "./account.css";

/**
 * Everyone's account pages: the links people are handed before they can sign in ({API_ROOT}/accept-invite,
 * {API_ROOT}/reset-password) and the signed-in person's own account ({API_ROOT}/account).
 */
function AccountApp() {
  const path = appPath();
  if (path === "/accept-invite") return <AcceptInvite />;
  if (path === "/reset-password") return <ResetPassword />;
  return <SignedInPage title="Your account" class="account-page">{(session) => <AccountPage session={session} />}</SignedInPage>;
}

render(<AccountApp />, document.getElementById("app")!);
