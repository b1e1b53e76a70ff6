import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "./clock";
import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import { AuthRateLimits } from "./domain/auth/auth-rate-limits";
import { deriveAuthKeys } from "./domain/auth/auth-keys";
import { DeviceSessionRepository } from "./domain/auth/device-session-repository";
import { OneTimeTokenRepository } from "./domain/auth/one-time-token-repository";
import { SessionAuthenticator } from "./domain/auth/session-authenticator";
import { SessionCache } from "./domain/auth/session-cache";
import { SessionEnds } from "./domain/auth/session-ends";
import { SignInFailureBudget } from "./domain/auth/sign-in-failure-budget";
import { SignInService } from "./domain/auth/sign-in-service";
import { TokenCodec } from "./domain/auth/token-codec";
import { ButtonAdmin } from "./domain/board/button-admin";
import { ButtonRepository } from "./domain/board/button-repository";
import { createBoardServices, type BoardServices } from "./domain/board/board-services";
import { DEFAULT_DIRECTORY_OPTIONS, type MemberChanged } from "./domain/board/tenant-directory";
import { BrandingRepository } from "./domain/branding/branding-repository";
import { AvatarFiles } from "./domain/avatars/avatar-files";
import { AvatarRepository } from "./domain/avatars/avatar-repository";
import { AvatarService } from "./domain/avatars/avatar-service";
import { CallRecords } from "./domain/calls/call-records";
import { createChatServices, type ChatServices } from "./domain/chat/chat-services";
import { createConferenceServices, type ConferenceServices } from "./domain/conference/conference-services";
import { CallerIdRepository } from "./domain/calls/caller-id-repository";
import { CdrRepository } from "./domain/calls/cdr-repository";
import { DialPlan } from "./domain/calls/dial-plan";
import { LiveCalls } from "./domain/calls/live-calls";
import { DiagnosticRepository } from "./domain/diagnostics/diagnostic-repository";
import { DiagnosticsAdmin } from "./domain/diagnostics/diagnostics-admin";
import { DiagnosticsIntake } from "./domain/diagnostics/diagnostics-intake";
import { AdminService } from "./domain/directory/admin-service";
import { TenantRepository } from "./domain/directory/tenant-repository";
import { UserRepository } from "./domain/directory/user-repository";
import { createMailer, type Mailer } from "./domain/mail/mailer";
import { PhonebookAdmin } from "./domain/phonebook/phonebook-admin";
import { PhonebookRepository } from "./domain/phonebook/phonebook-repository";
import { PhonebookService } from "./domain/phonebook/phonebook-service";
import { ProvisioningImport } from "./domain/provisioning/provisioning-import";
import { OwnPresenceRepository } from "./domain/presence/own-presence-repository";
import { UserConfigRepository } from "./domain/settings/user-config-repository";
import { VoicemailFiles } from "./domain/voicemail/voicemail-files";
import { VoicemailStore } from "./domain/voicemail/voicemail-store";
import { VoicemailRouteTable } from "./domain/voicemail/voicemail-route-table";
import { VoicemailSettingsRepository } from "./domain/voicemail/voicemail-settings-repository";
import { VoicemailSettingsService } from "./domain/voicemail/voicemail-settings";
import { VoicemailAdmin } from "./domain/voicemail/voicemail-admin";
import { PlaneStatus } from "./planes/plane-status";

/** Everything the routes use, built once per app from the config, database and clock. */
export type AppServices = BoardServices & {
  config: AppConfig;
  clock: Clock;
  database: Database;
  mailer: Mailer;
  users: UserRepository;
  signIn: SignInService;
  authenticator: SessionAuthenticator;
  authLimits: AuthRateLimits;
  /** Logout, unlicensing and removal end device sessions; the SIP plane drops their registrations. */
  sessionEnds: SessionEnds;
  userConfigs: UserConfigRepository;
  ownPresence: OwnPresenceRepository;
  branding: BrandingRepository;
  admin: AdminService;
  callerIds: CallerIdRepository;
  dialPlan: DialPlan;
  /** Calls in progress on this node, for the presence board. */
  liveCalls: LiveCalls;
  cdrs: CdrRepository;
  /** Writes the history of finished calls; drained before the database closes. */
  callRecords: CallRecords;
  planes: PlaneStatus;
  /** Profile pictures: checked, compressed, stored under DATA_DIR/files/avatars. */
  avatars: AvatarService;
  /** The tenant's phone book: provisioned entries plus colleagues. */
  phonebook: PhonebookService;
  /** Voicemail boxes: messages in voicemail_messages, recordings under DATA_DIR/voicemail (issue 12). */
  voicemail: VoicemailStore;
  /** Which mailbox each call reaching the voicemail agent opens, noted by the SIP plane (issue 12). */
  voicemailRoutes: VoicemailRouteTable;
  voicemailSettings: VoicemailSettingsService;
  voicemailSettingsRepository: VoicemailSettingsRepository;
  tenants: TenantRepository;
  /** Client error reports from the envelope endpoint (issue 10, Diagnostics). */
  diagnostics: DiagnosticsIntake;
  /** Chat (issue 13): archive, groups, attachments, link previews, Web Push. */
  chat: ChatServices;
  /** Conference rooms and scheduled meetings (issue 14). */
  conference: ConferenceServices;
};

export function createServices(
  config: AppConfig,
  database: Database,
  clock: Clock,
  log: FastifyBaseLogger,
): AppServices {
  const { db } = database;
  const keys = deriveAuthKeys(config.tokenSecret);
  const users = new UserRepository(db, clock);
  const sessions = new DeviceSessionRepository(db);
  const codec = new TokenCodec(keys, config, clock);
  const sessionEnds = new SessionEnds(sessions, clock);
  const mailer = createMailer(config, log, clock);
  const cdrs = new CdrRepository(db, database.copyFrom);
  const liveCalls = new LiveCalls(clock);
  const boardServices = createBoardServices(db, clock, log, liveCalls, {
    ...DEFAULT_DIRECTORY_OPTIONS,
    refreshAfterMs: config.directoryRefreshSeconds * 1000,
  });
  const phonebookEntries = new PhonebookRepository(db, clock);
  const tenants = new TenantRepository(db, clock);
  const diagnosticReports = new DiagnosticRepository(db);
  const userConfigs = new UserConfigRepository(db);
  const voicemailSettingsRepository = new VoicemailSettingsRepository(db, userConfigs);
  const voicemailSettings = new VoicemailSettingsService(
    voicemailSettingsRepository,
    config.voicemail,
    clock,
    config.directoryRefreshSeconds * 1000,
    log,
  );
  // The one way a change to a member's data reaches the in-memory directory (TenantDirectory):
  // every writer of it is given this and calls it once the change is committed.
  const memberChanged: MemberChanged = (userId) => boardServices.directory.changed(userId);
  const services: AppServices = {
    config,
    clock,
    database,
    mailer,
    users,
    signIn: new SignInService({
      users,
      oneTimeTokens: new OneTimeTokenRepository(db),
      sessions,
      failureBudget: new SignInFailureBudget(db),
      ends: sessionEnds,
      codec,
      keys,
      mailer,
      clock,
      deviceSecretTtlDays: config.deviceSecretTtlDays,
    }),
    authenticator: new SessionAuthenticator(
      codec,
      new SessionCache(sessions, clock),
      boardServices.directory,
      users,
      clock,
    ),
    authLimits: new AuthRateLimits(clock),
    sessionEnds,
    userConfigs,
    ownPresence: new OwnPresenceRepository(db, memberChanged),
    branding: new BrandingRepository(db),
    admin: new AdminService({
      tenants,
      users,
      phonebook: new PhonebookAdmin(tenants, phonebookEntries, boardServices.directory.tenantChanged),
      buttons: new ButtonAdmin(users, new ButtonRepository(db, clock), memberChanged),
      diagnostics: new DiagnosticsAdmin(tenants, users, diagnosticReports),
      provisioning: new ProvisioningImport(db, clock, boardServices.directory, sessionEnds),
      voicemail: new VoicemailAdmin(tenants, voicemailSettingsRepository, clock, (tenantId) =>
        voicemailSettings.tenantChanged(tenantId),
      ),
      directory: boardServices.directory,
      sessionEnds,
    }),
    callerIds: new CallerIdRepository(db, memberChanged),
    dialPlan: new DialPlan(boardServices.directory),
    liveCalls,
    cdrs,
    callRecords: new CallRecords(cdrs, log),
    planes: new PlaneStatus(),
    ...boardServices,
    avatars: new AvatarService({
      repository: new AvatarRepository(db),
      files: new AvatarFiles(config.dataDir),
      clock,
    }),
    phonebook: new PhonebookService(phonebookEntries, users),
    voicemail: new VoicemailStore(db, new VoicemailFiles(config.dataDir), clock),
    voicemailRoutes: new VoicemailRouteTable(clock),
    voicemailSettings,
    voicemailSettingsRepository,
    tenants,
    diagnostics: new DiagnosticsIntake(diagnosticReports, clock),
    chat: createChatServices({
      config,
      db,
      copyFrom: database.copyFrom,
      clock,
      log,
      directory: boardServices.directory,
    }),
    conference: createConferenceServices({ config, db, users, mailer, clock, log }),
  };
  sessionEnds.onEnded(({ sessionIds }) => services.authenticator.forget(sessionIds));
  // Colleagues' boards carry the new picture's hash on their next poll.
  services.avatars.onChanged(({ userId }) => memberChanged(userId));
  return services;
}

/** Route plugins receive the services as their options. */
export type RouteOptions = { services: AppServices };
