// zod/mini: the login page's schemas (see envelope.ts).
import { z } from "zod/mini";
import { envelopeSchema } from "./envelope";
import { defineEndpoint } from "./endpoint";

/**
 * RFC 5322-lite pattern the client and server both apply (spec 1 §5: "a standard e-mail pattern").
 * No control characters (\p{Cc}: C0, DEL, C1): PostgreSQL refuses NUL, and the admin CLI's
 * commands reach the database without the HTTP boundary's check.
 */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
export const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254, "email is too long"),
    z.regex(EMAIL_PATTERN, "email must be a valid e-mail address"),
  );

/** spec 1 §9: one-time token auto-submits at 6 characters; re-request window 60 s. */
export const OTP_MIN_LENGTH = 6;
export const OTP_RESEND_WINDOW_MS = 60_000;

export const clientTypeSchema = z.enum(["web", "mobile", "desktop", "teams"]);

/** GET /api/json/webrtc/mobex/otp/get/?email=…&type=web */
export const otpRequestQuerySchema = z.object({
  email: emailSchema,
  type: z._default(clientTypeSchema, "web"),
});
export type OtpRequestQuery = z.infer<typeof otpRequestQuerySchema>;

/**
 * 200: token e-mailed (or, inside the 60 s window, the previous one is still valid and nothing new
 * was sent: `sent` false). 403: e-mail unknown or unlicensed ("Correct E-Mail Address?").
 * 429: brute-force limit.
 */
export const otpRequestDataSchema = z.nullable(
  z.object({ sent: z.boolean(), retry_after_seconds: z.int().check(z.nonnegative()) }),
);
export const otpRequestAnswerSchema = envelopeSchema(otpRequestDataSchema);
export type OtpRequestAnswer = z.infer<typeof otpRequestAnswerSchema>;

/** GET /api/json/webrtc/mobex/provisioning/get/?email=…&otp=…&type=web (email or mobile). */
export const provisioningQuerySchema = z
  .object({
    email: z.optional(emailSchema),
    mobile: z.optional(z.string().check(z.trim(), z.regex(/^\+?\d{4,15}$/, "mobile must be a phone number"))),
    /** The 6-digit mailed token, or the device secret (43 base64url characters) when renewing. */
    otp: z
      .string()
      .check(
        z.trim(),
        z.minLength(OTP_MIN_LENGTH, `otp must have at least ${OTP_MIN_LENGTH} characters`),
        z.maxLength(128),
      ),
    type: z._default(clientTypeSchema, "web"),
  })
  .check(
    z.refine((q) => q.email !== undefined || q.mobile !== undefined, {
      message: "email or mobile is required",
      path: ["email"],
    }),
  );
export type ProvisioningQuery = z.infer<typeof provisioningQuerySchema>;

/**
 * 200: data has the tokens; after a mailed token also `device_secret`, the high-entropy renewal
 * secret the client keeps as its `onetimetoken` and sends as `otp` from then on (the mailed token
 * is spent). 401 "Wrong token!": the token is wrong and the last one was requested less than 60 s
 * ago. 404 {new_token_sent: false}: no pending token matched (or the device secret is unknown or
 * revoked); the client asks otp/get for a new one. 401 with `reauth` true: a device secret that
 * has aged out; a new token was e-mailed for the re-authorisation dialog. 429: failure budget.
 */
export const provisioningDataSchema = z.union([
  z.object({ jwetoken: z.string(), token: z.string(), device_secret: z.optional(z.string()) }),
  z.object({ new_token_sent: z.boolean(), reauth: z.optional(z.boolean()) }),
  z.null(),
]);
export const provisioningAnswerSchema = envelopeSchema(provisioningDataSchema);
export type ProvisioningAnswer = z.infer<typeof provisioningAnswerSchema>;

/** Claims of the signed `token` the client decodes (spec 1 §3). */
export const accessTokenClaimsSchema = z.object({
  exp: z.int(),
  /**
   * Ephemeral SIP/XMPP/TURN auth username, `<expiry>:<phone>:<device session>` (Kamailio
   * auth_ephemeral scheme: the part after the first `:` is opaque); it expires with the access
   * token plus a 300 s refresh margin, and the device's logout ends it.
   */
  username: z.string(),
  /** Ephemeral SIP/XMPP password: base64 HMAC-SHA1 of `username` with the platform secret. */
  password: z.string(),
  /** SIP/XMPP domain of the user's tenant. */
  host: z.string(),
  phone: z.string(),
  video_support: z.enum(["0", "1"]),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** POST /webrtc/mobex/logout/ (spec: "token refresh and logout call paths: not shown"). */
export const logoutBodySchema = z.object({
  token: z.string().check(z.minLength(1, "token is required")),
});
export const logoutAnswerSchema = envelopeSchema(z.null());

/**
 * spec 1 §7: GET /api/json/webrtc/mobex/provisioning/get/?email&otp&type — exchanges e-mail plus
 * one-time token for the JWE and access tokens; also the renewal call (spec 1 §4).
 */
export const provisioningEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/json/webrtc/mobex/provisioning/get/",
  request: provisioningQuerySchema,
  answer: provisioningAnswerSchema,
});

/** POST /webrtc/mobex/logout/ (contracts/auth.ts; the spec leaves the logout path "not shown"). */
export const logoutEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/logout/",
  request: logoutBodySchema,
  answer: logoutAnswerSchema,
});

/** spec 1 §7: GET /api/json/webrtc/mobex/otp/get/?email&type=web — e-mails a one-time token. */
export const requestTokenEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/json/webrtc/mobex/otp/get/",
  request: otpRequestQuerySchema,
  answer: otpRequestAnswerSchema,
});
