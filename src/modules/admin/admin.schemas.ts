import { t } from "elysia";

const strict = { additionalProperties: false } as const;

export const companyResponse = t.Object({
  company_id: t.String({ format: "uuid" }),
  name: t.String(),
  address: t.Nullable(t.String()),
  phone: t.Nullable(t.String()),
  emergency_phone: t.Nullable(t.String()),
  timezone: t.String(),
  created_at: t.String(),
  updated_at: t.String(),
});

export const companyPatch = t.Object({
  name: t.Optional(t.String({ minLength: 1, maxLength: 200 })),
  address: t.Optional(t.Nullable(t.String({ maxLength: 500 }))),
  phone: t.Optional(t.Nullable(t.String({ maxLength: 50 }))),
  emergency_phone: t.Optional(t.Nullable(t.String({ maxLength: 50 }))),
  timezone: t.Optional(t.String({ minLength: 1, maxLength: 64 })),
}, strict);

export const siteResponse = t.Object({
  site_id: t.String({ format: "uuid" }),
  company_id: t.String({ format: "uuid" }),
  name: t.String(),
  address: t.Nullable(t.String()),
  emergency_phone: t.Nullable(t.String({ description: "printed on the station poster, binder and emergency inventory; the company's emergency_phone when null" })),
  is_active: t.Boolean(),
  created_at: t.String(),
  updated_at: t.String(),
});

export const siteCreate = t.Object({
  name: t.String({ minLength: 1, maxLength: 200 }),
  address: t.Optional(t.Nullable(t.String({ maxLength: 500 }))),
  emergency_phone: t.Optional(t.Nullable(t.String({ maxLength: 50 }))),
}, strict);

export const sitePatch = t.Object({
  name: t.Optional(t.String({ minLength: 1, maxLength: 200 })),
  address: t.Optional(t.Nullable(t.String({ maxLength: 500 }))),
  emergency_phone: t.Optional(t.Nullable(t.String({ maxLength: 50 }))),
  is_active: t.Optional(t.Boolean({ description: "false deactivates the site: it takes no new items" })),
}, strict);

export const locationResponse = t.Object({
  location_id: t.String({ format: "uuid" }),
  site_id: t.String({ format: "uuid" }),
  name: t.String(),
  description: t.Nullable(t.String()),
  is_active: t.Boolean({ description: "false: deactivated, takes no new items (its items stay listed)" }),
  created_at: t.String(),
  updated_at: t.Nullable(t.String()),
});

export const locationCreate = t.Object({
  name: t.String({ minLength: 1, maxLength: 200 }),
  description: t.Optional(t.Nullable(t.String({ maxLength: 1000 }))),
}, strict);

export const locationPatch = t.Object({
  name: t.Optional(t.String({ minLength: 1, maxLength: 200, pattern: "\\S" })),
  description: t.Optional(t.Nullable(t.String({ maxLength: 1000 }))),
  is_active: t.Optional(t.Boolean({ description: "false deactivates the location: it takes no new items" })),
}, strict);

export const idParam = (name: string) => t.Object({ [name]: t.String({ format: "uuid" }) });
