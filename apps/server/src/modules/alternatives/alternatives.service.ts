import {
  ALTERNATIVES_LIMITS,
  type AlternativesResponse,
  type AlternativeTool,
  alternativeToolSchema,
} from "@app/shared/alternatives";
import { INDUSTRIES, type Industry } from "@app/shared/catalog";
import type { Tool } from "@app/shared/catalog-schemas";
import type { TranslatedLanguage } from "@app/shared/i18n";
import type { StoredFact } from "@app/shared/regional-facts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { findTool } from "../catalog/catalog.repository.ts";
import { publicFacts, toToolSummary } from "../catalog/tool-mapper.ts";
import { type RankedAlternative, rankedAlternatives } from "./alternatives.repository.ts";

/** The fields of the tool itself that the table shows (zod's object drops the rest). */
const asAlternativeTool = (tool: Tool): AlternativeTool => alternativeToolSchema.parse(tool);

const inIndustryOrder = (industries: readonly string[]): Industry[] =>
  INDUSTRIES.filter((industry) => industries.includes(industry));

function asAlternative(row: RankedAlternative, lang: TranslatedLanguage | undefined) {
  const often = ALTERNATIVES_LIMITS.oftenTogether;
  const { matchedNeed: _none, ...summary } = toToolSummary(row, lang);
  return {
    tool: {
      ...summary,
      languagesSupported: row.languagesSupported,
      regionalFacts: publicFacts(row.regionalFacts as StoredFact[]),
    },
    sharedIndustries: inIndustryOrder(row.sharedIndustries),
    oftenCompared: row.comparedTogether >= often,
    oftenSaved: row.savedTogether >= often,
  };
}

/** A published tool (by id or slug) and its alternatives; NOT_FOUND for an unknown or hidden one. */
export async function findAlternatives(
  db: Db,
  idOrSlug: string,
  lang: TranslatedLanguage | undefined,
): Promise<AlternativesResponse> {
  const tool = await findTool(db, idOrSlug, lang);
  if (!tool) throw new AppError("NOT_FOUND", "Tool not found.");
  const rows = await rankedAlternatives(db, tool.id);
  return {
    tool: asAlternativeTool(tool),
    alternatives: rows.map((row) => asAlternative(row, lang)),
  };
}
