import { render } from "preact";
import { WorkspaceApp } from "./app";
import "./workspace.css";

render(<WorkspaceApp />, document.getElementById("app")!);
