import { describe, expect, it } from "vitest";
import { endCauses, type EndInfo } from "../../../services/sip/end-info";
import { testCall, testEndInfo } from "../../calls/model/call-fixtures";
import { failedCallReport } from "./failed-call-report";

const end = (info: Partial<EndInfo>): EndInfo =>
  testEndInfo({ cause: endCauses.busy, description: "Busy Here", statusCode: 486, ...info });
const failedCall = (direction: "in" | "out", endInfo: EndInfo) =>
  testCall({ direction, status: "failed", endInfo });

describe("the report of a failed call", () => {
  it("names the SIP answer and cause, as a warning when a phone system says it every day", () => {
    const report = failedCallReport(failedCall("out", end({})));
    expect(report).toEqual({
      kind: "message",
      message: "Call failed: SIP 486 Busy Here",
      origin: "call",
      level: "warning",
      tags: { sip_cause: "Busy", sip_status: "486" },
      context: {
        direction: "out",
        cause: "Busy",
        status_code: 486,
        description: "Busy Here",
        originator: "remote",
      },
    });
  });

  it("is an error when the server, the network or the browser's media failed", () => {
    expect(
      failedCallReport(
        failedCall(
          "out",
          end({ cause: "SIP Failure Code", statusCode: 503, description: "Service Unavailable" }),
        ),
      ),
    ).toMatchObject({ level: "error", message: "Call failed: SIP 503 Service Unavailable" });
    expect(
      failedCallReport(
        failedCall(
          "out",
          end({ cause: endCauses.connectionError, statusCode: null, description: "Connection Error" }),
        ),
      ),
    ).toMatchObject({
      level: "error",
      message: "Call failed: Connection Error",
      tags: { sip_status: "none" },
    });
    expect(
      failedCallReport(failedCall("in", end({ cause: "WebRTC Error", statusCode: null }))),
    ).toMatchObject({ level: "error" });
  });

  it("is nothing for what the user did or a call that merely stopped ringing", () => {
    expect(
      failedCallReport(failedCall("out", end({ originator: "local", cause: endCauses.canceled }))),
    ).toBeNull();
    expect(
      failedCallReport(failedCall("in", end({ cause: endCauses.canceled, statusCode: null }))),
    ).toBeNull();
    expect(
      failedCallReport(failedCall("out", end({ cause: endCauses.userDeniedMediaAccess, statusCode: null }))),
    ).toBeNull();
  });
});
