import { configsAnswerSchema, configsGetBodySchema, configsUpdateBodySchema } from "@mobex/contracts/configs";
import { defineEndpoint } from "./endpoint";

/**
 * Per-user stored settings (spec 1 §7), one value per config key: the presence boards, the busylight.
 * POST /webrtc/mobex/configs/get {token, phone, config}.
 */
export const configsGetEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/configs/get",
  request: configsGetBodySchema,
  answer: configsAnswerSchema,
});

/** spec 1 §7: POST /webrtc/mobex/configs/update {token, phone, config, value}. */
export const configsUpdateEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/configs/update",
  request: configsUpdateBodySchema,
  answer: configsAnswerSchema,
});
