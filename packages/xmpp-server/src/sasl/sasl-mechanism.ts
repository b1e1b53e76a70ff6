/**
 * One SASL exchange (RFC 6120 §6, RFC 4422): the stream hands it the client's messages, decoded
 * from base64, and sends what it answers. A mechanism is made per attempt, so its state dies with
 * the attempt.
 */
export type SaslStep =
  | { kind: "challenge"; data: string }
  | { kind: "success"; localpart: string; tag: string; data?: string }
  | { kind: "failure"; condition: SaslFailure };

/** RFC 6120 §6.5 failure conditions the server sends. */
export type SaslFailure =
  "not-authorized" | "malformed-request" | "invalid-mechanism" | "temporary-auth-failure";

export type SaslMechanism = { step(message: string): Promise<SaslStep> };

type MaybePromise<T> = T | Promise<T>;

/**
 * How the server learns who may sign in (chat-design.md): SCRAM needs the password the account
 * has (the ephemeral scheme can compute it from the username), PLAIN only a yes or no. `tag` is
 * the application's name for what signed in (a device session; the authcid when not given): the
 * session carries it, so that the application can end the sessions of one device.
 */
export type SignedIn = { localpart: string; tag?: string };
export type AuthHooks = {
  credentialsOf(authcid: string, domain: string): MaybePromise<(SignedIn & { password: string }) | null>;
  verifyPlain(authcid: string, password: string, domain: string): MaybePromise<SignedIn | null>;
};
