/**
 * A JID (RFC 7622) split into its parts. The server compares JIDs as it stores them, in lower
 * case for local part and domain (the PRECIS mapping of our all-digit phones and DNS domains is
 * just that); resources are kept as given.
 */
export type Jid = { readonly local: string; readonly domain: string; readonly resource: string };

export function parseJid(text: string): Jid | null {
  const slash = text.indexOf("/");
  const bare = slash === -1 ? text : text.slice(0, slash);
  const resource = slash === -1 ? "" : text.slice(slash + 1);
  const at = bare.indexOf("@");
  const local = at === -1 ? "" : bare.slice(0, at).toLowerCase();
  const domain = (at === -1 ? bare : bare.slice(at + 1)).toLowerCase();
  if (domain === "" || (at !== -1 && local === "") || (slash !== -1 && resource === "")) return null;
  if (local.length > 1023 || domain.length > 1023 || resource.length > 1023) return null;
  return { local, domain, resource };
}

export function bareOf(jid: Jid): string {
  return jid.local === "" ? jid.domain : `${jid.local}@${jid.domain}`;
}

export function fullOf(jid: Jid): string {
  return jid.resource === "" ? bareOf(jid) : `${bareOf(jid)}/${jid.resource}`;
}
