import { integer, text } from "drizzle-orm/sqlite-core";

/** Column helpers shared by every table: uuid ids, ISO-8601 UTC timestamps, booleans, JSON. */
export const id = (name: string) => text(name).primaryKey();
export const ref = (name: string) => text(name);
export const timestamp = (name: string) => text(name);
export const bool = (name: string) => integer(name, { mode: "boolean" });
export const json = <T>(name: string) => text(name, { mode: "json" }).$type<T>();
