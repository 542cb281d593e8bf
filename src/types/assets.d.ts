// Files embedded with `import x from "..." with { type: "file" }` resolve to a path string.
declare module "swagger-ui-dist/swagger-ui-bundle.js" {
  const path: string;
  export default path;
}
declare module "swagger-ui-dist/swagger-ui.css" {
  const path: string;
  export default path;
}
declare module "redoc/bundles/redoc.standalone.js" {
  const path: string;
  export default path;
}
