import { DeviceSessionRepository } from "../domain/auth/device-session-repository";
import { SessionEnds } from "../domain/auth/session-ends";
import { systemClock } from "../clock";
import { ConfigError, loadConfig, type AppConfig } from "../config";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { AdminError, type AdminRequest, type AdminResult } from "../domain/directory/admin-commands";
import { ButtonAdmin } from "../domain/board/button-admin";
import { ButtonRepository } from "../domain/board/button-repository";
import { DiagnosticRepository } from "../domain/diagnostics/diagnostic-repository";
import { DiagnosticsAdmin } from "../domain/diagnostics/diagnostics-admin";
import { AdminService } from "../domain/directory/admin-service";
import { ProvisioningImport } from "../domain/provisioning/provisioning-import";
import { TenantRepository } from "../domain/directory/tenant-repository";
import { UserRepository } from "../domain/directory/user-repository";
import { PhonebookAdmin } from "../domain/phonebook/phonebook-admin";
import { PhonebookRepository } from "../domain/phonebook/phonebook-repository";
import { readAdminEndpoint } from "./admin-endpoint-file";
import { formatAdminResult } from "./admin-output";
import { ADMIN_USAGE, parseAdminArgs } from "./cli-args";
import { IMPORT_COMMANDS, IMPORT_TIMEOUT_MS, withImportFile } from "./phonebook-import-file";
import { callRemoteAdmin } from "./remote-admin";
import { UserConfigRepository } from "../domain/settings/user-config-repository";
import { VoicemailAdmin } from "../domain/voicemail/voicemail-admin";
import { VoicemailSettingsRepository } from "../domain/voicemail/voicemail-settings-repository";

export type AdminIo = { out: (text: string) => void; err: (text: string) => void };

/** Exit codes: 0 done, 1 configuration or unexpected failure, 2 bad input or conflict. */
export async function runAdmin(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: AdminIo,
  cwd = process.cwd(),
): Promise<number> {
  let request: ReturnType<typeof parseAdminArgs>;
  let config: AppConfig;
  try {
    request = parseAdminArgs(argv);
    if (request === "help") {
      io.out(ADMIN_USAGE);
      return 0;
    }
    config = loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof AdminError) {
      io.err(`error: ${error.message} (see --help)`);
      return 2;
    }
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  try {
    io.out(formatAdminResult(await execute(config, withImportFile(request, env.INIT_CWD ?? cwd))));
    return 0;
  } catch (error) {
    if (error instanceof AdminError) {
      io.err(`error: ${error.message}`);
      return 2;
    }
    io.err(`failed: ${(error as Error).message}`);
    return 1;
  }
}

/**
 * Through the running server when DATA_DIR has one (PGlite is single-process), else on the
 * database directly. Both paths end in the same AdminService.
 */
async function execute(config: AppConfig, request: AdminRequest): Promise<AdminResult> {
  const endpoint = readAdminEndpoint(config.dataDir);
  if (endpoint) {
    const timeoutMs = IMPORT_COMMANDS.has(request.command) ? IMPORT_TIMEOUT_MS : undefined;
    const result = await callRemoteAdmin(endpoint, request, timeoutMs);
    if (result) return result;
  }
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    const tenants = new TenantRepository(database.db, systemClock);
    const users = new UserRepository(database.db, systemClock);
    // No server runs on DATA_DIR: revoking in the database is all there is to do (other nodes follow).
    const sessionEnds = new SessionEnds(new DeviceSessionRepository(database.db), systemClock);
    const service = new AdminService({
      tenants,
      users,
      phonebook: new PhonebookAdmin(tenants, new PhonebookRepository(database.db, systemClock)),
      buttons: new ButtonAdmin(users, new ButtonRepository(database.db, systemClock)),
      diagnostics: new DiagnosticsAdmin(tenants, users, new DiagnosticRepository(database.db)),
      provisioning: new ProvisioningImport(database.db, systemClock, undefined, sessionEnds),
      voicemail: new VoicemailAdmin(
        tenants,
        new VoicemailSettingsRepository(database.db, new UserConfigRepository(database.db)),
        systemClock,
      ),
      sessionEnds,
    });
    return await service.execute(request);
  } finally {
    await database.close();
  }
}
