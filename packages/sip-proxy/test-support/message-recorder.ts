import { parseMessage } from "../src/message/parse-message";
import type { SipMessageUnion } from "../src/message/sip-message";
import type { Connection } from "../src/transport/connection";

/** Collects what arrives on a test connection, parsed, for assertions on synchronous layers. */
export class MessageRecorder {
  readonly messages: SipMessageUnion[] = [];

  constructor(connection: Connection) {
    connection.onMessage((text) => {
      const result = parseMessage(text);
      if (!result.ok) throw new Error(`peer sent unparsable text: ${result.error.message}`);
      this.messages.push(result.message);
    });
  }

  /** Short labels like "INVITE", "180", "ACK" — the easiest thing to assert on. */
  labels(): string[] {
    return this.messages.map((m) => (m.kind === "request" ? m.method : String(m.status)));
  }
}
