import { useId } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError } from "@/components/ui/field-error";

interface TermsCheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: string | undefined;
  ref?: React.Ref<HTMLButtonElement>;
}

/** "I agree to the terms and conditions", the terms opening in a new tab to keep the form. */
export function TermsCheckbox({
  checked,
  onCheckedChange,
  onBlur,
  error,
  ref,
}: TermsCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          ref={ref}
          checked={checked}
          onCheckedChange={(state) => onCheckedChange(state === true)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5"
        />
        <label htmlFor={id} className="text-slate-800 text-sm">
          <Trans
            i18nKey="submitTool.terms.agree"
            components={{
              terms: (
                <Link
                  to="/terms"
                  target="_blank"
                  className="font-medium text-brand-700 underline underline-offset-2"
                />
              ),
            }}
          />
        </label>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
