/** The appliance's path prefix (API_ROOT), handed to every page in a meta tag by the server (src/web/page-shell.ts). */
export const appRoot: string = document.querySelector<HTMLMetaElement>('meta[name="chemsafe-root"]')?.content ?? "";

/** `{API_ROOT}/api/v1` */
export const apiBase = `${appRoot}/api/v1`;
