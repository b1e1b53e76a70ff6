/** spec 1 §4 Presence: Available (O), Unavailable (U), Do not disturb. */
export type Presence = "available" | "unavailable" | "dnd";

export const presenceLabels: Record<Presence, string> = {
  available: "Available",
  unavailable: "Unavailable",
  dnd: "Do not disturb",
};

/** DND wins over the online status (spec 1 §4: choosing DND sets dnd on). */
export function presenceOf(fields: { readonly dnd: "0" | "1"; readonly online_status: "O" | "U" }): Presence {
  if (fields.dnd === "1") return "dnd";
  return fields.online_status === "O" ? "available" : "unavailable";
}
