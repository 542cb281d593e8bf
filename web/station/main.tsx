import { render } from "preact";
import { appRoot } from "../shared/root";
import { StationApp, productFromPath } from "./app";
import "./station.css";

// The address is {API_ROOT}/station/{token}[/products/{id}].
const token = location.pathname.slice(appRoot.length).split("/")[2] ?? "";
const base = `${appRoot}/station/${token}`;
render(<StationApp token={token} base={base} initialProduct={productFromPath(base)} />, document.getElementById("app")!);
