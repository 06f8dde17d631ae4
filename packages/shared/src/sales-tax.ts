import type { TaxCountry } from "./price-vocabulary.ts";

/**
 * VAT/GST on software bought by a business, as a share, with the authority that sets it. The
 * source is named on the page beside the rate.
 */
export const SALES_TAX: Readonly<
  Record<TaxCountry, { rate: number; kind: "VAT" | "GST"; source: string; sourceUrl: string }>
> = {
  uae: {
    rate: 0.05,
    kind: "VAT",
    source: "UAE Federal Tax Authority (Federal Decree-Law No. 8 of 2017)",
    sourceUrl: "https://tax.gov.ae/en/taxes/vat.aspx",
  },
  saudi: {
    rate: 0.15,
    kind: "VAT",
    source: "Zakat, Tax and Customs Authority (ZATCA)",
    sourceUrl: "https://zatca.gov.sa/en/RulesRegulations/Taxes/Pages/default.aspx",
  },
  india: {
    rate: 0.18,
    kind: "GST",
    source: "Central Board of Indirect Taxes and Customs (GST on software and online services)",
    sourceUrl: "https://cbic-gst.gov.in/gst-goods-services-rates.html",
  },
};
