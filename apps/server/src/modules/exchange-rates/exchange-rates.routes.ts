import {
  exchangeRateHistoryQuerySchema,
  exchangeRateHistorySchema,
} from "@app/shared/exchange-rates";
import {
  exchangeRateInputSchema,
  exchangeRateSchema,
  exchangeRatesResponseSchema,
} from "@app/shared/price-plans";
import { createRoute } from "@hono/zod-openapi";
import { errorContent, jsonBody, jsonContent } from "../../http/openapi-app.ts";

const adminErrors = {
  401: errorContent("Not signed in"),
  403: errorContent("Not an admin"),
};

export const ratesInForceRoute = createRoute({
  method: "get",
  path: "/exchange-rates",
  tags: ["Pricing"],
  summary:
    "The exchange rates in force, units per US dollar by currency (USD is 1), with their day and who set them",
  responses: {
    200: jsonContent("The rates in force; cacheable for a minute", exchangeRatesResponseSchema),
  },
});

export const setRateRoute = createRoute({
  method: "post",
  path: "/admin/exchange-rates",
  tags: ["Pricing"],
  summary:
    "Set a currency's rate from a day on (today by default); the same day again replaces it (admin, audited)",
  request: { body: jsonBody(exchangeRateInputSchema) },
  responses: {
    201: jsonContent("The rate as set; audit row written", exchangeRateSchema),
    400: errorContent("Unknown currency, USD, a rate not above 0, or a malformed date"),
    ...adminErrors,
  },
});

export const rateHistoryRoute = createRoute({
  method: "get",
  path: "/admin/exchange-rates/history",
  tags: ["Pricing"],
  summary: "Every rate set, newest first, paged (admin)",
  request: { query: exchangeRateHistoryQuerySchema },
  responses: {
    200: jsonContent("One page of rates and the total", exchangeRateHistorySchema),
    400: errorContent("Invalid paging"),
    ...adminErrors,
  },
});
