import { NS } from "../xml/namespaces";
import { type XmlElement, xml } from "../xml/xml-element";
import { plainMechanism } from "./sasl-plain";
import { scramSha1Mechanism } from "./sasl-scram-sha1";
import type { AuthHooks, SaslFailure, SaslMechanism } from "./sasl-mechanism";

/** The mechanisms offered, strongest first (RFC 6120 §6.3.3: the client picks). */
export const SASL_MECHANISMS = ["SCRAM-SHA-1", "PLAIN"] as const;

export type SaslOutcome = { reply: XmlElement; account?: { localpart: string; tag: string } };

/**
 * RFC 6120 §6.4 on the server side: `<auth/>` starts an exchange, `<response/>` continues it,
 * `<abort/>` ends it; data is base64 ("=" for an empty initial response, §6.4.2).
 */
export class SaslNegotiator {
  private current: SaslMechanism | undefined;

  constructor(
    private readonly hooks: AuthHooks,
    private readonly domain: string,
  ) {}

  async handle(element: XmlElement): Promise<SaslOutcome> {
    switch (element.name) {
      case "auth": {
        const mechanism = element.attrs.mechanism;
        if (mechanism === "SCRAM-SHA-1") this.current = scramSha1Mechanism(this.hooks, this.domain);
        else if (mechanism === "PLAIN") this.current = plainMechanism(this.hooks, this.domain);
        else return failure("invalid-mechanism");
        return this.step(element.text());
      }
      case "response":
        return this.current ? this.step(element.text()) : failure("malformed-request");
      case "abort":
        this.current = undefined;
        return failure("aborted");
      default:
        return failure("malformed-request");
    }
  }

  private async step(data: string): Promise<SaslOutcome> {
    const mechanism = this.current;
    if (!mechanism) return failure("malformed-request");
    const text = data.trim();
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return this.fail("incorrect-encoding");
    const message = text === "=" ? "" : Buffer.from(text, "base64").toString("utf8");
    const step = await mechanism.step(message);
    switch (step.kind) {
      case "challenge":
        return { reply: xml("challenge", { xmlns: NS.sasl }, base64(step.data)) };
      case "success":
        this.current = undefined;
        return {
          reply: xml("success", { xmlns: NS.sasl }, step.data ? base64(step.data) : ""),
          account: { localpart: step.localpart, tag: step.tag },
        };
      case "failure":
        return this.fail(step.condition);
    }
  }

  private fail(condition: SaslFailure | "incorrect-encoding"): SaslOutcome {
    this.current = undefined;
    return failure(condition);
  }
}

function failure(condition: SaslFailure | "incorrect-encoding" | "aborted"): SaslOutcome {
  return { reply: xml("failure", { xmlns: NS.sasl }, xml(condition)) };
}

function base64(text: string): string {
  return Buffer.from(text, "utf8").toString("base64");
}
