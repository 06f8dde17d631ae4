import type { SlotChoice } from "@app/shared/consultation-slots";
import { consultationInputSchema, LEAD_PROMISES } from "@app/shared/leads";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { TextareaField } from "@/components/form/textarea-field";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/features/locale/hooks/use-language";
import { ATTACH_PARAM } from "@/features/maturity/components/assessment-actions";
import { AttachAssessment } from "@/features/maturity/components/attach-assessment";
import {
  readStoredAssessment,
  type StoredAssessment,
} from "@/features/maturity/lib/stored-assessment";
import { consultationSlotsQuery } from "@/features/slots/api/get-consultation-slots";
import { SlotPicker } from "@/features/slots/components/slot-picker";
import { isApiError } from "@/lib/api-error";
import { applyServerErrors } from "@/lib/apply-server-errors";
import { failureText } from "@/lib/failure-text";
import { useSiteConfig } from "@/lib/site-config";
import { toast } from "@/lib/toast";
import { useFocusedForm } from "@/lib/use-focused-form";
import { useAfterHydration } from "@/lib/use-hydrated";
import { useTranslation } from "@/lib/use-translation";
import { useCreateConsultation } from "../api/create-consultation";
import { useIdempotencyKeys } from "../hooks/use-idempotency-keys";
import { useVocabularyOptions } from "../hooks/use-vocabulary-options";
import type { ConsultationBody, ConsultationFormValues } from "../lib/consultation-form";
import { emptyConsultation, toConsultationBody } from "../lib/consultation-form";
import { fieldErrorText } from "../lib/field-error-text";
import { schemaResolver } from "../lib/schema-resolver";
import type { ConsultationSent } from "./consultation-done";
import { HoneypotField } from "./honeypot-field";
import { type MeetingMode, MeetingModeField } from "./meeting-mode-field";

const SERVER_FIELDS = ["name", "email", "phone", "company", "industry", "details"] as const;

/**
 * Full name and email required; the rest optional. A free slot picked here is booked with the
 * request for a signed-in reader with a confirmed address; anyone else's is held until they
 * confirm it from the e-mail. "Call me back" sends the plain request. A success goes to `onSent`,
 * whose page shows the confirmation view in the form's place.
 */
export function ConsultationForm({ onSent }: { onSent: (sent: ConsultationSent) => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { industries } = useVocabularyOptions();
  const keys = useIdempotencyKeys();
  const create = useCreateConsultation();
  const queryClient = useQueryClient();
  const { consultationSlots } = useSiteConfig();
  const [mode, setMode] = useState<MeetingMode>("callback");
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  const [slotError, setSlotError] = useState<string | undefined>();
  const [params] = useSearchParams();
  // The self-assessment taken in this browser, if any: offered, and ticked when the reader came
  // from its "Book a consultation with this result".
  const [assessment, setAssessment] = useState<StoredAssessment | null>(null);
  const [attach, setAttach] = useState(false);
  useAfterHydration(() => {
    const stored = readStoredAssessment();
    if (!stored) return;
    setAssessment(stored);
    setAttach(params.get(ATTACH_PARAM) === "attach");
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useFocusedForm<ConsultationFormValues, unknown, ConsultationBody>({
    resolver: schemaResolver(consultationInputSchema, toConsultationBody),
    defaultValues: emptyConsultation,
  });

  const tooLong = t("consultation.validation.tooLong");
  const onSubmit = handleSubmit(async (values) => {
    const booking = mode === "slot" ? slot : null;
    if (mode === "slot" && !booking) {
      setSlotError(t("slots.picker.pick"));
      return;
    }
    const input = {
      ...values,
      language,
      ...(booking ? { slot: booking } : {}),
      ...(assessment && attach ? { assessment: assessment.input } : {}),
    };
    try {
      const created = await create.mutateAsync({ input, idempotencyKey: keys.keyFor(input) });
      keys.reset();
      if (booking) void queryClient.invalidateQueries(consultationSlotsQuery());
      // The toast is the short word; the view in the form's place says the rest.
      if (!booking) {
        toast.success(t("consultation.toast.success"), {
          description: t("consultation.toast.successDescription", {
            hours: LEAD_PROMISES.consultationContactHours,
          }),
        });
      } else {
        toast.success(t(created.heldUntil ? "slots.held.toast" : "slots.booked.toast"));
      }
      onSent({
        id: created.id,
        email: values.email,
        slot: booking,
        ...(created.heldUntil ? { heldUntil: created.heldUntil } : {}),
        ...(created.bookingId ? { bookingId: created.bookingId } : {}),
      });
    } catch (error) {
      if (booking && isApiError(error) && error.status === 409) {
        setSlot(null);
        setSlotError(t("slots.picker.taken"));
        void queryClient.invalidateQueries(consultationSlotsQuery());
        toast.error(t("consultation.toast.error"), { description: t("slots.picker.taken") });
        return;
      }
      if (booking && isApiError(error) && error.status === 429) {
        toast.error(t("consultation.toast.error"), {
          description: `${t("slots.held.tooMany")} ${failureText(error, t, "")}`.trim(),
        });
        return;
      }
      console.warn("Consultation request failed", error);
      applyServerErrors(error, SERVER_FIELDS, setError);
      toast.error(t("consultation.toast.error"), {
        description: failureText(error, t, t("consultation.toast.failed")),
      });
    }
  });

  const busy = create.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-5" aria-busy={busy}>
      {consultationSlots ? <MeetingModeField value={mode} onChange={setMode} /> : null}
      {mode === "slot" ? (
        <SlotPicker
          value={slot}
          onChange={(choice) => {
            setSlot(choice);
            setSlotError(undefined);
          }}
          error={slotError}
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t("consultation.fields.name")}
          autoComplete="name"
          aria-required="true"
          placeholder={t("consultation.placeholders.name")}
          error={fieldErrorText(errors.name, {
            invalid: t("consultation.validation.name"),
            tooLong,
          })}
          {...register("name")}
        />
        <TextField
          label={t("consultation.fields.email")}
          type="email"
          autoComplete="email"
          aria-required="true"
          placeholder={t("consultation.placeholders.email")}
          error={fieldErrorText(errors.email, {
            invalid: t("consultation.validation.email"),
            tooLong,
          })}
          {...register("email")}
        />
        <TextField
          label={t("consultation.fields.phone")}
          hint={t("common.optional")}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          placeholder={t("consultation.placeholders.phone")}
          error={fieldErrorText(errors.phone, { invalid: tooLong, tooLong })}
          {...register("phone")}
        />
        <TextField
          label={t("consultation.fields.company")}
          hint={t("common.optional")}
          autoComplete="organization"
          placeholder={t("consultation.placeholders.company")}
          error={fieldErrorText(errors.company, { invalid: tooLong, tooLong })}
          {...register("company")}
        />
      </div>
      <SelectField
        control={control}
        name="industry"
        label={t("consultation.fields.industry")}
        hint={t("common.optional")}
        placeholder={t("consultation.placeholders.industry")}
        options={industries}
        clearable
        error={fieldErrorText(errors.industry, {
          invalid: t("consultation.validation.industry"),
          tooLong,
        })}
      />
      <TextareaField
        label={t("consultation.fields.details")}
        hint={t("common.optional")}
        rows={5}
        placeholder={t("consultation.placeholders.details")}
        error={fieldErrorText(errors.details, { invalid: tooLong, tooLong })}
        {...register("details")}
      />
      {assessment ? (
        <AttachAssessment stored={assessment} checked={attach} onCheckedChange={setAttach} />
      ) : null}
      <HoneypotField label={t("consultation.honeypot")} {...register("website")} />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={busy}
      >
        {busy ? t("consultation.submitting") : t("consultation.submit")}
      </Button>
    </form>
  );
}
