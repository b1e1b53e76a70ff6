import { NS } from "../xml/namespaces";
import { SASL_MECHANISMS } from "../sasl/sasl-negotiator";

/**
 * The frames the server writes outside stanzas (RFC 7395 §3.3, §3.6): each a complete element
 * declaring its namespaces, written as text (they never change, so they are never built).
 */
export function openFrame(domain: string, id: string): string {
  return `<open xmlns="${NS.framing}" from="${domain}" id="${id}" version="1.0" xml:lang="en"/>`;
}

export const CLOSE_FRAME = `<close xmlns="${NS.framing}"/>`;

export const SASL_FEATURES =
  `<stream:features xmlns:stream="${NS.streams}"><mechanisms xmlns="${NS.sasl}">` +
  SASL_MECHANISMS.map((mechanism) => `<mechanism>${mechanism}</mechanism>`).join("") +
  `</mechanisms></stream:features>`;

// RFC 6120 §7.4 bind; RFC 6121 Appendix E: the legacy session feature, optional; XEP-0198 §3.
export const BOUND_FEATURES =
  `<stream:features xmlns:stream="${NS.streams}"><bind xmlns="${NS.bind}"/>` +
  `<session xmlns="${NS.session}"><optional/></session><sm xmlns="${NS.sm}"/></stream:features>`;

/** RFC 6120 §4.9.3 conditions the server ends a stream with. */
export type StreamErrorCondition =
  | "bad-format"
  | "conflict"
  | "connection-timeout"
  | "host-unknown"
  | "invalid-namespace"
  | "not-authorized"
  | "not-well-formed"
  | "policy-violation"
  | "reset"
  | "resource-constraint"
  | "restricted-xml"
  | "system-shutdown"
  | "unsupported-stanza-type"
  | "unsupported-version";

export function streamErrorFrame(condition: StreamErrorCondition): string {
  return `<stream:error xmlns:stream="${NS.streams}"><${condition} xmlns="${NS.streamErrors}"/></stream:error>`;
}
