import { provisioningEndpoint } from "@mobex/contracts/auth";
import { send } from "../../../shared/api/api-client";

export function getProvisioning(email: string, otp: string) {
  return send(provisioningEndpoint, { email, otp, type: "web" });
}

export type ProvisioningData = Awaited<ReturnType<typeof getProvisioning>>["data"];

export function tokensOf(data: ProvisioningData): { jwetoken: string; token: string } | null {
  return data !== null && "jwetoken" in data ? { jwetoken: data.jwetoken, token: data.token } : null;
}

/**
 * The device's renewal secret, answered for a mailed token (contracts/auth.ts `device_secret`): the
 * session's `onetimetoken` from then on; the mailed token itself is spent.
 */
export function deviceSecretOf(data: ProvisioningData): string | null {
  return data !== null && "jwetoken" in data ? (data.device_secret ?? null) : null;
}

export function newTokenSent(data: ProvisioningData): boolean {
  return data !== null && "new_token_sent" in data && data.new_token_sent;
}

export function reauthRequested(data: ProvisioningData): boolean {
  return data !== null && "reauth" in data && data.reauth === true;
}
