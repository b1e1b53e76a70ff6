import { repeatChoices } from "@mobex/contracts/conference-recurrence";
import { useCallback, useMemo, useState } from "react";
import {
  type ScheduleErrors,
  type ScheduleField,
  type ScheduleForm,
  emptyScheduleForm,
  hasErrors,
  nextQuarterHour,
  scheduleStart,
  validateSchedule,
} from "../model/schedule-form";

/**
 * The Schedule drawer's form (spec 2 §4 "Schedule: create, then 'Clear'"):
 *
 *   editing ─Schedule─▶ submitting ─ok─▶ scheduled ─Clear─▶ editing (a fresh form)
 *                          └─refused─▶ editing
 */
export type SchedulePhase = "editing" | "submitting" | "scheduled";

export function useScheduleForm(now: () => Date = () => new Date()) {
  const [form, setForm] = useState<ScheduleForm>(() => emptyScheduleForm(now(), "none"));
  const [touched, setTouched] = useState<ReadonlySet<ScheduleField>>(new Set());
  const [phase, setPhase] = useState<SchedulePhase>("editing");
  // A new editor for each fresh form: the notes editor reads its HTML once.
  const [generation, setGeneration] = useState(0);

  const errors: ScheduleErrors = validateSchedule(form, now());
  const startMs = scheduleStart(form)?.getTime() ?? null;
  // spec 2 §9: the repeat labels name the start's weekday and date ("Weekly on Wednesday").
  const choices = useMemo(
    () => repeatChoices(startMs === null ? nextQuarterHour(new Date()) : new Date(startMs)),
    [startMs],
  );

  const update = useCallback(<K extends keyof ScheduleForm>(field: K, value: ScheduleForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (field === "title" || field === "date" || field === "startTime")
      setTouched((current) => new Set(current).add(field));
  }, []);
  /** Errors of the fields the user has changed; all of them once Schedule was pressed. */
  const shownError = (field: ScheduleField): string | undefined =>
    touched.has(field) ? errors[field] : undefined;

  const clear = () => {
    setForm(emptyScheduleForm(now(), "none"));
    setTouched(new Set());
    setPhase("editing");
    setGeneration((count) => count + 1);
  };

  return {
    form,
    errors,
    shownError,
    canSubmit: phase === "editing" && !hasErrors(errors),
    phase,
    setPhase,
    choices,
    generation,
    update,
    clear,
  };
}

export type ScheduleFormModel = ReturnType<typeof useScheduleForm>;
