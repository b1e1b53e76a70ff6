/**
 * What an incoming video offer does (spec 1 §4): ring (as call waiting too: the tone is the
 * phone's), or meet a busy line.
 */
export type IncomingVideoTreatment = "ring" | "busy";

type Policy = () => IncomingVideoTreatment;

// The video feature knows nothing of SIP calls (it sits below calls in FEATURE_LAYERS): the phone,
// which knows both, says how an offer is treated while it runs.
let policy: Policy = () => "ring";

/** Sets how incoming offers are treated; returns the reset. */
export function setIncomingVideoPolicy(next: Policy): () => void {
  policy = next;
  return () => {
    if (policy === next) policy = () => "ring";
  };
}

export const incomingVideoTreatment = (): IncomingVideoTreatment => policy();
