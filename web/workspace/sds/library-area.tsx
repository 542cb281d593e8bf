import { currentSession } from "../../shared/session";
import { Library } from "../library";
import type { Place } from "../router";
import { SdsDetails } from "./details";
import { Upload } from "./upload";
import "./sds.css";

const UUID = /^\/library\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The library's addresses: the list, /library/upload (managers) and /library/{sds_id} (the details). */
export function LibraryArea({ place }: { place: Place }) {
  if (place.path === "/library/upload") {
    return currentSession()?.user.role === "viewer"
      ? <main id="main" data-status="ready"><h1>Add SDSs</h1><p class="error" role="alert">Your role can read the library but not add to it. Ask a manager.</p></main>
      : <Upload key="upload" />;
  }
  const id = UUID.exec(place.path)?.[1];
  if (id) return <SdsDetails key={id} sdsId={id} />;
  return <Library key="library" place={place} />;
}
