import type { FastifyInstance } from "fastify";
import type { AppServices } from "../app-services";
import { authenticate } from "./auth/authenticate";
import { logoutRoute } from "./auth/logout-route";
import { otpRoute } from "./auth/otp-route";
import { provisioningRoute } from "./auth/provisioning-route";
import { avatarImageRoute } from "./avatar/avatar-image-route";
import { avatarUploadRoute } from "./avatar/avatar-upload-route";
import { blfRoute } from "./blf/blf-route";
import { customsRoute, logoRoute } from "./branding/branding-routes";
import { chatRoutes } from "./chat/chat-routes";
import { conferenceRoutes } from "./conference/conference-routes";
import { callerIdRoutes } from "./callerid/callerid-routes";
import { cdrsRoutes } from "./calls/cdrs-routes";
import { contactsGetRoute } from "./calls/contacts-get-route";
import { configsRoutes } from "./configs/configs-routes";
import { devMailRoutes } from "./dev-mail/dev-mail-routes";
import { diagnosticsConfigRoute } from "./diagnostics/diagnostics-config-route";
import { envelopeRoute } from "./diagnostics/envelope-route";
import { adminRoute } from "./internal/admin-route";
import { phonebookRoutes } from "./phonebook/phonebook-routes";
import { presenceRoutes } from "./presence/presence-routes";
import { profileRoute } from "./profile/profile-route";
import { systemRoutes } from "./system/system-routes";
import { voicemailRoutes } from "./voicemail/voicemail-routes";
import { logoFileRoute } from "./web/logo-file-route";

/**
 * Every route, in two scopes: public ones, and the POST API of spec 1 §7 behind the one
 * authentication hook (STYLE.md, Outline: auth in one place, then validate, then handle).
 */
export async function registerRoutes(
  app: FastifyInstance,
  services: AppServices,
  adminSecret: string,
): Promise<void> {
  const options = { services };
  await app.register(systemRoutes, options);
  await app.register(logoFileRoute, { webDist: services.config.webDist });
  await app.register(otpRoute, options);
  await app.register(provisioningRoute, options);
  await app.register(customsRoute, options);
  await app.register(adminRoute, { admin: services.admin, secret: adminSecret });
  // Signed by a header or the tenant's key, not by a token in a JSON body (Sentry's envelope format).
  await app.register(envelopeRoute, options);
  // Guests call some of them: each authenticates as its endpoint says (conference-route.ts).
  await app.register(conferenceRoutes, options);
  if (services.mailer.devMailbox) await app.register(devMailRoutes, { mailbox: services.mailer.devMailbox });

  await app.register(async (api) => {
    api.addHook("preHandler", authenticate(services.authenticator));
    await api.register(profileRoute, options);
    await api.register(configsRoutes, options);
    await api.register(presenceRoutes, options);
    await api.register(logoRoute, options);
    await api.register(logoutRoute, options);
    await api.register(cdrsRoutes, options);
    await api.register(callerIdRoutes, options);
    await api.register(contactsGetRoute, options);
    await api.register(blfRoute, options);
    await api.register(avatarUploadRoute, options);
    await api.register(avatarImageRoute, options);
    await api.register(phonebookRoutes, options);
    await api.register(voicemailRoutes, options);
    await api.register(diagnosticsConfigRoute, options);
    await api.register(chatRoutes, options);
  });
}
