import type { AuthHooks, SaslMechanism } from "./sasl-mechanism";

/**
 * RFC 4616 PLAIN: one message `[authzid] NUL authcid NUL passwd`. An authzid, when given, must be
 * the account the credentials are for (no one signs in as someone else).
 */
export function plainMechanism(hooks: AuthHooks, domain: string): SaslMechanism {
  return {
    async step(message) {
      const parts = message.split("\0");
      if (parts.length !== 3) return { kind: "failure", condition: "malformed-request" };
      const [authzid = "", authcid = "", password = ""] = parts;
      if (authcid === "" || password === "") return { kind: "failure", condition: "not-authorized" };
      const account = await hooks.verifyPlain(authcid, password, domain);
      if (!account) return { kind: "failure", condition: "not-authorized" };
      if (authzid !== "" && authzid !== account.localpart && authzid !== `${account.localpart}@${domain}`) {
        return { kind: "failure", condition: "not-authorized" };
      }
      return { kind: "success", localpart: account.localpart, tag: account.tag ?? authcid };
    },
  };
}
