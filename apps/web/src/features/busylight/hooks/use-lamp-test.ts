import { useState } from "react";
import { notify } from "../../../shared/ui/notify-store";
import { showOnLamp } from "../../../services/busylight/show-on-lamp";
import { busylightActions } from "../model/busylight-store";
import { statusOfCode } from "../model/device-status";

export type LampTest = "idle" | "testing" | "failed";

/** The Test button: asks the lamp whether it is there; "Busylight connected" closes the problem. */
export function useLampTest() {
  const [test, setTest] = useState<LampTest>("idle");
  const run = async () => {
    setTest("testing");
    const status = statusOfCode(await showOnLamp({ action: "currentpresence" }));
    busylightActions.reportStatus(status);
    if (status === "on") {
      setTest("idle");
      notify("Busylight connected", "success");
    } else {
      setTest("failed");
    }
  };
  return { test, run };
}
