import type { BaseSyntheticEvent } from "react";
import {
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";

/** The names of the invalid fields, a field in a group by its path ("translations.ar.description"). */
function invalidNames(errors: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (!prefix && key === "root") return [];
    const name = `${prefix}${key}`;
    const isGroup =
      typeof error === "object" && error !== null && !("type" in error) && !("message" in error);
    return isGroup ? invalidNames(error as Record<string, unknown>, `${name}.`) : [name];
  });
}

/** The invalid field that comes first in the form, by the order the reader sees them. */
function firstInvalidField(
  errors: Record<string, unknown>,
  form: HTMLFormElement | null,
): string | undefined {
  const invalid = invalidNames(errors);
  const inForm = form
    ? Array.from(form.elements, (element) => element.getAttribute("name")).find(
        (name) => name !== null && invalid.includes(name),
      )
    : undefined;
  return inForm ?? invalid[0];
}

/**
 * react-hook-form's `useForm`, except that a submission that fails validation moves the focus to
 * the first invalid field (in the form's order) once, at once. react-hook-form focuses it at once
 * and again in a timer:
 * on a busy phone the timer can run after the reader has started typing in that field, which by
 * then is valid, and takes them to the next invalid one mid-word.
 */
export function useFocusedForm<
  TFieldValues extends FieldValues = FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>(
  props: UseFormProps<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useForm<TFieldValues, TContext, TTransformedValues>({
    ...props,
    shouldFocusError: false,
  });
  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) =>
    form.handleSubmit(
      onValid,
      async (errors: FieldErrors<TFieldValues>, event?: BaseSyntheticEvent) => {
        const target = event?.target instanceof HTMLFormElement ? event.target : null;
        const first = firstInvalidField(errors, target);
        if (first) {
          // A plain field takes the focus now; a custom control (its named element is a hidden
          // stand-in) through react-hook-form, which focuses in a timer.
          const element = target?.elements.namedItem(first);
          if (element instanceof HTMLElement && element.getAttribute("aria-hidden") !== "true")
            element.focus();
          else form.setFocus(first as Path<TFieldValues>);
        }
        await onInvalid?.(errors, event);
      },
    );
  return { ...form, handleSubmit };
}
