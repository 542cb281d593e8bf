import { Elysia } from "elysia";
import type { AppContext } from "../../context";
import { doc, errorSchema, withErrors } from "../../shared/openapi";
import { authPlugin } from "../auth/auth.plugin";
import { correctSds } from "./sds-corrections.service";
import { reparseSds } from "./sds-reparse.service";
import { correctionBody, detailsResponse, reparseResponse, sdsIdParam } from "./sds.schemas";

const TAG = "SDS library";

/** Correcting what parsing read (this company's values win over every parse), and parsing a document again. */
export const sdsCorrectionRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .patch("/chem/sds/:sds_id", ({ actor, params, body }) => correctSds(ctx, actor, params.sds_id, body), {
      role: "manager", params: sdsIdParam, body: correctionBody, response: { 200: detailsResponse, ...withErrors },
      ...doc(TAG, "Correct what parsing read (for the caller's company only; a person's value wins over every later parse)"),
    })
    .post("/chem/sds/:sds_id/reparse", ({ actor, params, set }) => {
      set.status = 202;
      return reparseSds(ctx, actor, params.sds_id);
    }, {
      role: "manager", params: sdsIdParam, response: { 202: reparseResponse, 409: errorSchema, ...withErrors },
      ...doc(TAG, "Parse the stored PDF again (after a parser upgrade); values a person set are kept. 409 while a parse of it is queued or running"),
    });
