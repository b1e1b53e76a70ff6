import { type XmlElement, xml } from "../xml/xml-element";
import { NS } from "../xml/namespaces";
import type { StanzaErrorCondition } from "./module-api";

/**
 * The error reply to a stanza (RFC 6120 §8.3): same kind and id, addressed back to its sender,
 * from where it was sent. An error is never answered with an error (§8.3.1), so callers check.
 */
export function stanzaError(
  stanza: XmlElement,
  sender: string,
  condition: StanzaErrorCondition,
  type: "cancel" | "modify" | "auth" | "wait" = "cancel",
): XmlElement {
  return xml(
    stanza.name,
    { xmlns: NS.client, from: stanza.attrs.to, to: sender, type: "error", id: stanza.attrs.id },
    xml("error", { type }, xml(condition, { xmlns: NS.stanzaErrors })),
  );
}

/** An iq result to `iq`, optionally carrying a payload. */
export function iqResult(iq: XmlElement, sender: string, payload?: XmlElement): XmlElement {
  const result = xml("iq", {
    xmlns: NS.client,
    from: iq.attrs.to,
    to: sender,
    type: "result",
    id: iq.attrs.id,
  });
  if (payload) result.children.push(payload);
  return result;
}
