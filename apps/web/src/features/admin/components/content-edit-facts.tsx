import { FACT_KIND_NAMES, FACT_KINDS } from "@app/shared/fact-vocabulary";
import type { ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { factIndex, type RegionalFactValues } from "@/lib/price-plan-values";
import { useFactLabels } from "@/lib/use-fact-labels";
import { useTranslation } from "@/lib/use-translation";
import type { ListingForm } from "./content-edit-fields";

interface ContentEditFactsProps {
  facts: RegionalFactValues[];
  onChange: (patch: Partial<ListingForm>, touched: string) => void;
  fieldProps: (name: string) => { id: string };
  error: (name: string) => ReactNode;
}

/**
 * The listing's declared facts: a group of checkboxes per kind, a ticked one with its evidence
 * link. A fact kept with the same link keeps its verification (the server merges them).
 */
export function ContentEditFacts({ facts, onChange, fieldProps, error }: ContentEditFactsProps) {
  const { t } = useTranslation();
  const labels = useFactLabels();
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 font-medium text-sm">{t("submitTool.facts.title")}</legend>
      {FACT_KIND_NAMES.map((kind) => (
        <fieldset key={kind} className="grid gap-2">
          <legend className="mb-1 text-slate-700 text-sm">{labels.kind(kind)}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {FACT_KINDS[kind].map((value) => {
              const index = factIndex(facts, kind, value);
              const box = fieldProps(`fact-${kind}-${value}`).id;
              const evidence = `regionalFacts.${index}.evidenceUrl`;
              const valueLabel = labels.value(kind, value);
              return (
                <div key={value} className="grid content-start gap-2">
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id={box}
                      checked={index >= 0}
                      onCheckedChange={(on) =>
                        onChange(
                          {
                            regionalFacts:
                              on === true
                                ? [...facts, { kind, value, evidenceUrl: "" }]
                                : facts.filter((_, i) => i !== index),
                          },
                          "regionalFacts",
                        )
                      }
                    />
                    <Label htmlFor={box} className="font-normal">
                      {valueLabel}
                    </Label>
                  </div>
                  {index >= 0 ? (
                    <div className="grid gap-1">
                      <Label htmlFor={fieldProps(evidence).id} className="font-normal text-xs">
                        {t("submitTool.facts.evidence", {
                          fact: `${labels.kind(kind)}: ${valueLabel}`,
                        })}
                      </Label>
                      <Input
                        {...fieldProps(evidence)}
                        type="url"
                        dir="ltr"
                        placeholder="https://"
                        value={facts[index]?.evidenceUrl ?? ""}
                        onChange={(event) =>
                          onChange(
                            {
                              regionalFacts: facts.map((fact, i) =>
                                i === index ? { ...fact, evidenceUrl: event.target.value } : fact,
                              ),
                            },
                            evidence,
                          )
                        }
                      />
                      {error(evidence)}
                    </div>
                  ) : null}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
