import {
  type AdminConsultation,
  CONSULTATION_LIMITS,
  CONSULTATION_TRANSITIONS,
  type ConsultationStatus,
} from "@app/shared/consultations";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { isApiError } from "@/lib/api-error";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useAddConsultationNote, useChangeConsultationStatus } from "../api/consultations";

/** The next step of a request (only the ones the pipeline allows) and an internal note. */
export function ConsultationsStatusForm({ consultation }: { consultation: AdminConsultation }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const change = useChangeConsultationStatus(consultation.id);
  const addNote = useAddConsultationNote(consultation.id);
  const [next, setNext] = useState<ConsultationStatus | "">("");
  const [note, setNote] = useState("");
  const [statusError, setStatusError] = useState("");
  const [noteError, setNoteError] = useState("");
  const statusId = useId();
  const statusErrorId = useId();
  const noteId = useId();
  const noteHintId = useId();
  const noteErrorId = useId();
  const choices: readonly ConsultationStatus[] = CONSULTATION_TRANSITIONS[consultation.status];
  const busy = change.isPending || addNote.isPending;
  const statusName = (s: ConsultationStatus) => t(`consultations.status.${s}`);

  const failed = (error: unknown, title: string) => {
    if (isApiError(error) && error.status === 409) {
      toast.error(t("consultations.admin.conflict"));
      setNext("");
      return;
    }
    console.warn("Updating the consultation failed", error);
    toast.error(title, { description: failureText(error, t, t("common.error")) });
  };

  const noteTooLong = () => {
    if (note.trim().length <= CONSULTATION_LIMITS.noteMax) return false;
    setNoteError(
      t("consultations.admin.noteInvalid", { max: format.number(CONSULTATION_LIMITS.noteMax) }),
    );
    document.getElementById(noteId)?.focus();
    return true;
  };

  const submitStatus = () => {
    if (!next) {
      setStatusError(t("consultations.admin.chooseStatus"));
      document.getElementById(statusId)?.focus();
      return;
    }
    if (noteTooLong()) return;
    const to = next;
    change.mutate(
      { status: to, from: consultation.status, note: note.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t("consultations.admin.changed", { status: statusName(to) }));
          setNext("");
          setNote("");
        },
        onError: (error) => failed(error, t("consultations.admin.changeFailed")),
      },
    );
  };

  const submitNote = () => {
    if (!note.trim()) {
      setNoteError(
        t("consultations.admin.noteInvalid", { max: format.number(CONSULTATION_LIMITS.noteMax) }),
      );
      document.getElementById(noteId)?.focus();
      return;
    }
    if (noteTooLong()) return;
    addNote.mutate(
      { note: note.trim() },
      {
        onSuccess: () => {
          toast.success(t("consultations.admin.noted"));
          setNote("");
        },
        onError: (error) => failed(error, t("consultations.admin.noteFailed")),
      },
    );
  };

  return (
    <form
      className="grid gap-4 border-slate-200 border-t pt-4"
      onSubmit={(e) => e.preventDefault()}
    >
      {choices.length > 0 ? (
        <div className="grid gap-2">
          <Label htmlFor={statusId}>{t("consultations.admin.nextStatus")}</Label>
          <Select
            value={next}
            onValueChange={(value) => {
              setNext(value as ConsultationStatus);
              setStatusError("");
            }}
          >
            <SelectTrigger
              id={statusId}
              className="sm:max-w-xs"
              aria-invalid={statusError ? true : undefined}
              aria-describedby={statusError ? statusErrorId : undefined}
            >
              <SelectValue placeholder={t("consultations.admin.chooseStatus")} />
            </SelectTrigger>
            <SelectContent>
              {choices.map((s) => (
                <SelectItem key={s} value={s}>
                  {statusName(s)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldError id={statusErrorId}>{statusError}</FieldError>
        </div>
      ) : (
        <p className="text-slate-600 text-sm">
          {t("consultations.admin.final", { status: statusName(consultation.status) })}
        </p>
      )}
      <div className="grid gap-2">
        <Label htmlFor={noteId}>{t("consultations.admin.note")}</Label>
        <p id={noteHintId} className="text-slate-500 text-sm">
          {t("consultations.admin.noteHint")}
        </p>
        <Textarea
          id={noteId}
          value={note}
          rows={3}
          maxLength={CONSULTATION_LIMITS.noteMax}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${noteHintId} ${noteErrorId}` : noteHintId}
          onChange={(event) => {
            setNote(event.target.value);
            if (noteError) setNoteError("");
          }}
        />
        <FieldError id={noteErrorId}>{noteError}</FieldError>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" disabled={busy} onClick={submitNote}>
          {t("consultations.admin.addNote")}
        </Button>
        {choices.length > 0 ? (
          <Button type="button" disabled={busy} onClick={submitStatus}>
            {t("consultations.admin.updateStatus")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
