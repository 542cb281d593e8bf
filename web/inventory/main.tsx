import { render } from "preact";
import { SignedInPage } from "../shared/shell";
import { InventoryList } from "./list";
import "../admin/admin.css";
import "./inventory.css";

/** {API_ROOT}/inventory: the inventory by site and location. Viewers read; managers and admins change. */
function InventoryApp() {
  return (
    <SignedInPage title="Inventory" class="inventory">
      {(session) => <InventoryList canWrite={session.user.role !== "viewer"} />}
    </SignedInPage>
  );
}

render(<InventoryApp />, document.getElementById("app")!);
