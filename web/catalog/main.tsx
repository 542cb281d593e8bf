import { render, type ComponentChildren } from "preact";
import { SignedInPage, appPath } from "../shared/shell";
import { useLoad } from "./common";
import { LabelsPage } from "./labels";
import { NotificationsPage } from "./notifications";
import { ProductPage } from "./product";
import { ProductsPage } from "./products";
import { ReportsPage } from "./reports";
import { WebSearchPage } from "./web-search";
import "../admin/admin.css";
import "./catalog.css";

interface Connectors { web_search_enabled: boolean; label_lookup_enabled: boolean }

/** Whether the outbound connectors are on (GET /connectors), for the pages that offer them. */
function WithConnectors({ children }: { children: (c: Connectors | null, failure: string | null) => ComponentChildren }) {
  const { data, error } = useLoad<Connectors>("/connectors");
  return <>{children(data, error)}</>;
}

/**
 * The catalog bundle: the product catalog ({API_ROOT}/products, /products/{id}), pesticide labels (/labels),
 * reports (/reports), the person's notifications (/notifications) and web SDS search (/web-search).
 */
function CatalogApp() {
  const path = appPath();
  const productId = path.match(/^\/products\/([^/]+)$/)?.[1];
  const canWrite = (role: string) => role !== "viewer";
  if (productId) return <SignedInPage title="Product" class="catalog">{(s) => <ProductPage id={decodeURIComponent(productId)} canWrite={canWrite(s.user.role)} />}</SignedInPage>;
  if (path === "/labels") {
    return <SignedInPage title="Pesticide labels" class="catalog">{(s) => (
      <WithConnectors>{(c) => <LabelsPage canWrite={canWrite(s.user.role)} lookupEnabled={c ? c.label_lookup_enabled : null} />}</WithConnectors>
    )}</SignedInPage>;
  }
  if (path === "/reports") return <SignedInPage title="Reports" class="catalog">{(s) => <ReportsPage canWrite={canWrite(s.user.role)} />}</SignedInPage>;
  if (path === "/notifications") return <SignedInPage title="Notifications" class="catalog">{() => <NotificationsPage />}</SignedInPage>;
  if (path === "/web-search") {
    return (
      <SignedInPage title="Web SDS search" class="catalog" roles={["manager", "admin"]} refusal="Searching the web and importing SDSs is for managers.">
        {() => <WithConnectors>{(c, failure) => failure ? <p class="error" role="alert">{failure}</p> : c ? <WebSearchPage enabled={c.web_search_enabled} /> : <p class="muted">Loading…</p>}</WithConnectors>}
      </SignedInPage>
    );
  }
  return <SignedInPage title="Products" class="catalog">{(s) => <ProductsPage canWrite={canWrite(s.user.role)} />}</SignedInPage>;
}

render(<CatalogApp />, document.getElementById("app")!);
