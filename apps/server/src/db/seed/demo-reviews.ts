/**
 * Fictional demo reviewers and reviews for the demo catalogue (see demo-tools.ts).
 * Each reviewer reviews a tool at most once; every toolSlug exists in DEMO_TOOLS.
 */

export interface DemoReviewer {
  name: string;
  email: string;
}

export interface DemoReview {
  toolSlug: string;
  reviewerEmail: string;
  rating: 1 | 2 | 3 | 4 | 5;
  review: string | null;
  daysAgo: number;
}

const LAYLA = "layla.haddad@reviewers.example.com";
const OMAR = "omar.almansoori@reviewers.example.com";
const PRIYA = "priya.raghavan@reviewers.example.com";
const ARJUN = "arjun.mehta@reviewers.example.com";
const NOURAH = "nourah.alqahtani@reviewers.example.com";
const FAISAL = "faisal.alharbi@reviewers.example.com";
const EMILY = "emily.tremblay@reviewers.example.com";
const MARC = "marc-andre.gagnon@reviewers.example.com";

export const DEMO_REVIEWERS: readonly DemoReviewer[] = [
  { name: "Layla Haddad", email: LAYLA },
  { name: "Omar Al Mansoori", email: OMAR },
  { name: "Priya Raghavan", email: PRIYA },
  { name: "Arjun Mehta", email: ARJUN },
  { name: "Nourah Al Qahtani", email: NOURAH },
  { name: "Faisal Al Harbi", email: FAISAL },
  { name: "Emily Tremblay", email: EMILY },
  { name: "Marc-André Gagnon", email: MARC },
];

export const DEMO_REVIEWS: readonly DemoReview[] = [
  // Qalam Support Desk
  {
    toolSlug: "qalam-support-desk",
    reviewerEmail: LAYLA,
    rating: 5,
    review:
      "The Arabic replies actually sound like our team wrote them. Deflection went from almost nothing to about half of WhatsApp chats in six weeks.",
    daysAgo: 380,
  },
  {
    toolSlug: "qalam-support-desk",
    reviewerEmail: OMAR,
    rating: 4,
    review:
      "Setup was quick and the handoff to agents keeps full context. Reporting is basic; we export to a spreadsheet for anything beyond weekly numbers.",
    daysAgo: 301,
  },
  {
    toolSlug: "qalam-support-desk",
    reviewerEmail: NOURAH,
    rating: 4,
    review:
      "Handles Gulf dialect well. Saudi-specific holidays had to be added to the calendar by hand.",
    daysAgo: 214,
  },
  {
    toolSlug: "qalam-support-desk",
    reviewerEmail: FAISAL,
    rating: 3,
    review:
      "Good chatbot, but the per-agent pricing adds up once you pass ten seats. I would like an annual plan with a discount.",
    daysAgo: 150,
  },
  { toolSlug: "qalam-support-desk", reviewerEmail: EMILY, rating: 5, review: null, daysAgo: 42 },

  // Saheli WhatsApp Chatbot
  {
    toolSlug: "saheli-whatsapp-chatbot",
    reviewerEmail: PRIYA,
    rating: 5,
    review:
      "We built our order-tracking bot in an afternoon. The Tamil templates saved us from hiring a translator.",
    daysAgo: 190,
  },
  {
    toolSlug: "saheli-whatsapp-chatbot",
    reviewerEmail: ARJUN,
    rating: 4,
    review:
      "Free tier is generous for a small shop. The flow builder gets cluttered with more than 20 steps.",
    daysAgo: 120,
  },
  {
    toolSlug: "saheli-whatsapp-chatbot",
    reviewerEmail: NOURAH,
    rating: 2,
    review:
      "Arabic is not supported yet, which we only found after onboarding. Please state language support clearly on the pricing page.",
    daysAgo: 64,
  },
  {
    toolSlug: "saheli-whatsapp-chatbot",
    reviewerEmail: EMILY,
    rating: 4,
    review: null,
    daysAgo: 15,
  },

  // Marhaba Guest Concierge
  {
    toolSlug: "marhaba-guest-concierge",
    reviewerEmail: OMAR,
    rating: 5,
    review:
      "Guests love requesting towels and late checkout on WhatsApp. Our front desk phone is noticeably quieter during peak season.",
    daysAgo: 470,
  },
  {
    toolSlug: "marhaba-guest-concierge",
    reviewerEmail: LAYLA,
    rating: 4,
    review: "Upsell prompts for airport transfers paid for the subscription within two months.",
    daysAgo: 322,
  },
  {
    toolSlug: "marhaba-guest-concierge",
    reviewerEmail: MARC,
    rating: 3,
    review:
      "Works well once connected, but the PMS integration took a month longer than quoted. French replies need polishing.",
    daysAgo: 118,
  },

  // Sada Voice Agent
  {
    toolSlug: "sada-voice-agent",
    reviewerEmail: NOURAH,
    rating: 4,
    review:
      "Patients rarely realise they are talking to a voice agent when booking. Missed calls dropped sharply.",
    daysAgo: 120,
  },
  {
    toolSlug: "sada-voice-agent",
    reviewerEmail: ARJUN,
    rating: 3,
    review:
      "Hindi recognition is solid; Hinglish mixed with English numbers still trips it up sometimes.",
    daysAgo: 88,
  },
  {
    toolSlug: "sada-voice-agent",
    reviewerEmail: FAISAL,
    rating: 2,
    review:
      "Per-minute billing became expensive when callers were left on hold. A cap or hold-time exclusion would make costs predictable.",
    daysAgo: 40,
  },

  // Rahma Patient Assist
  {
    toolSlug: "rahma-patient-assist",
    reviewerEmail: FAISAL,
    rating: 5,
    review:
      "In-country hosting was the deciding factor for us. No-shows fell steadily over the first quarter.",
    daysAgo: 530,
  },
  {
    toolSlug: "rahma-patient-assist",
    reviewerEmail: NOURAH,
    rating: 4,
    review: null,
    daysAgo: 260,
  },

  // ReplyLoom Ticket Triage
  {
    toolSlug: "replyloom-ticket-triage",
    reviewerEmail: EMILY,
    rating: 4,
    review:
      "Surprisingly accurate tagging for a free tool. Writing rules in plain English is a nice touch.",
    daysAgo: 20,
  },
  {
    toolSlug: "replyloom-ticket-triage",
    reviewerEmail: LAYLA,
    rating: 2,
    review:
      "Arabic emails were often tagged as 'other'. Fine for English inboxes, but not ready for our bilingual queue yet.",
    daysAgo: 9,
  },

  // Tarang Feedback Lens
  {
    toolSlug: "tarang-feedback-lens",
    reviewerEmail: PRIYA,
    rating: 3,
    review: "Useful clustering of complaints, though the monthly report arrives late in the month.",
    daysAgo: 60,
  },

  // Bazaar Pulse Ad Studio
  {
    toolSlug: "bazaar-pulse-ad-studio",
    reviewerEmail: LAYLA,
    rating: 4,
    review:
      "The Ramadan pacing feature alone was worth it. Arabic headlines sometimes need a human tweak.",
    daysAgo: 150,
  },
  {
    toolSlug: "bazaar-pulse-ad-studio",
    reviewerEmail: OMAR,
    rating: 5,
    review:
      "We test four times as many creatives as before with the same team. Approval workflow keeps the brand team comfortable.",
    daysAgo: 101,
  },
  {
    toolSlug: "bazaar-pulse-ad-studio",
    reviewerEmail: NOURAH,
    rating: 3,
    review:
      "Good for Meta and Snapchat; TikTok support felt like an afterthought when we tried it.",
    daysAgo: 66,
  },
  {
    toolSlug: "bazaar-pulse-ad-studio",
    reviewerEmail: FAISAL,
    rating: 4,
    review: null,
    daysAgo: 30,
  },

  // Saqr Lead Prospector
  {
    toolSlug: "saqr-lead-prospector",
    reviewerEmail: FAISAL,
    rating: 4,
    review: "The Saudi company data is more current than other lists we have bought.",
    daysAgo: 50,
  },
  {
    toolSlug: "saqr-lead-prospector",
    reviewerEmail: MARC,
    rating: 2,
    review:
      "Coverage outside the GCC is thin, and around a quarter of the emails bounced for us. A bounce-rate guarantee would help.",
    daysAgo: 21,
  },

  // Mandi Price Optimizer
  {
    toolSlug: "mandi-price-optimizer",
    reviewerEmail: ARJUN,
    rating: 4,
    review: "Explanations for each price change make it easy to get buy-in from category managers.",
    daysAgo: 240,
  },
  {
    toolSlug: "mandi-price-optimizer",
    reviewerEmail: PRIYA,
    rating: 2,
    review:
      "Recommendations ignored our minimum advertised price rules at first. Support fixed it, but only after two weeks of back and forth.",
    daysAgo: 170,
  },

  // Dhow CRM Copilot
  {
    toolSlug: "dhow-crm-copilot",
    reviewerEmail: OMAR,
    rating: 4,
    review:
      "Call notes are accurate in both Arabic and English. Agents actually keep the CRM updated now.",
    daysAgo: 400,
  },
  {
    toolSlug: "dhow-crm-copilot",
    reviewerEmail: LAYLA,
    rating: 5,
    review:
      "The document-expiry reminders saved us from two lapsed Ejari contracts. Best tool our brokerage adopted this year.",
    daysAgo: 260,
  },
  { toolSlug: "dhow-crm-copilot", reviewerEmail: MARC, rating: 4, review: null, daysAgo: 95 },

  // Rangoli Campaign Writer
  {
    toolSlug: "rangoli-campaign-writer",
    reviewerEmail: PRIYA,
    rating: 4,
    review:
      "Onam and Pongal suggestions arrived early enough to plan properly. Bengali copy is weaker than Hindi.",
    daysAgo: 100,
  },
  {
    toolSlug: "rangoli-campaign-writer",
    reviewerEmail: ARJUN,
    rating: 5,
    review: null,
    daysAgo: 44,
  },

  // LeadLantern Sales Chatbot
  {
    toolSlug: "leadlantern-sales-chatbot",
    reviewerEmail: EMILY,
    rating: 5,
    review:
      "Booked demos went up in the first month. The chatbot asks exactly our qualification questions.",
    daysAgo: 50,
  },
  {
    toolSlug: "leadlantern-sales-chatbot",
    reviewerEmail: MARC,
    rating: 4,
    review:
      "Good French support, which matters for us in Quebec. Calendar sync occasionally double-books.",
    daysAgo: 38,
  },
  {
    toolSlug: "leadlantern-sales-chatbot",
    reviewerEmail: OMAR,
    rating: 4,
    review: "Inventory cards for off-plan units impressed our sales director.",
    daysAgo: 25,
  },
  {
    toolSlug: "leadlantern-sales-chatbot",
    reviewerEmail: NOURAH,
    rating: 3,
    review: null,
    daysAgo: 11,
  },

  // Sahara Insights BI
  {
    toolSlug: "sahara-insights-bi",
    reviewerEmail: OMAR,
    rating: 5,
    review:
      "Branch managers ask questions in Arabic and get sensible charts. We retired most of our weekly Excel packs.",
    daysAgo: 500,
  },
  {
    toolSlug: "sahara-insights-bi",
    reviewerEmail: FAISAL,
    rating: 4,
    review: "Strong once the semantic layer is set up, but budget for the implementation weeks.",
    daysAgo: 410,
  },
  {
    toolSlug: "sahara-insights-bi",
    reviewerEmail: NOURAH,
    rating: 4,
    review:
      "Row-level security works as promised. Scheduled reports could use more layout options.",
    daysAgo: 275,
  },
  { toolSlug: "sahara-insights-bi", reviewerEmail: LAYLA, rating: 3, review: null, daysAgo: 120 },

  // Ganit Demand Forecast
  {
    toolSlug: "ganit-demand-forecast",
    reviewerEmail: ARJUN,
    rating: 5,
    review:
      "The Diwali uplift forecast was within a few percent of actuals. Stock-outs are visibly down.",
    daysAgo: 330,
  },
  {
    toolSlug: "ganit-demand-forecast",
    reviewerEmail: PRIYA,
    rating: 4,
    review: "Tally export works, though mapping our item codes took a full day.",
    daysAgo: 210,
  },
  {
    toolSlug: "ganit-demand-forecast",
    reviewerEmail: EMILY,
    rating: 3,
    review: "Clearly built for Indian seasonality; it needed extra tuning for our Canadian stores.",
    daysAgo: 80,
  },

  // Qafila Fleet Analytics
  {
    toolSlug: "qafila-fleet-analytics",
    reviewerEmail: FAISAL,
    rating: 5,
    review:
      "Idle-time alerts during summer made a real difference to fuel costs. Driver scorecards are easy to explain.",
    daysAgo: 230,
  },
  {
    toolSlug: "qafila-fleet-analytics",
    reviewerEmail: OMAR,
    rating: 4,
    review: "Connected to our existing trackers without new hardware. The mobile view is limited.",
    daysAgo: 160,
  },
  {
    toolSlug: "qafila-fleet-analytics",
    reviewerEmail: ARJUN,
    rating: 3,
    review: null,
    daysAgo: 70,
  },

  // Rawdah Footfall Vision
  {
    toolSlug: "rawdah-footfall-vision",
    reviewerEmail: LAYLA,
    rating: 3,
    review: "Counts are accurate, but the on-premise box needed two site visits to calibrate.",
    daysAgo: 420,
  },

  // Sawal Data Assistant
  {
    toolSlug: "sawal-data-assistant",
    reviewerEmail: PRIYA,
    rating: 4,
    review:
      "Great for quick questions on a sales export. Showing the formula builds trust with finance.",
    daysAgo: 10,
  },
  {
    toolSlug: "sawal-data-assistant",
    reviewerEmail: EMILY,
    rating: 4,
    review: "Handy free tier. Large files above a few megabytes are slow.",
    daysAgo: 7,
  },
  { toolSlug: "sawal-data-assistant", reviewerEmail: NOURAH, rating: 5, review: null, daysAgo: 4 },

  // Churn Radar
  {
    toolSlug: "churn-radar",
    reviewerEmail: EMILY,
    rating: 4,
    review: "Reason codes make the scores actionable for our retention team.",
    daysAgo: 300,
  },
  {
    toolSlug: "churn-radar",
    reviewerEmail: MARC,
    rating: 5,
    review: "Integrated with our billing in a week and paid for itself within a quarter.",
    daysAgo: 240,
  },
  {
    toolSlug: "churn-radar",
    reviewerEmail: ARJUN,
    rating: 2,
    review:
      "No support for Razorpay subscriptions, so we had to build a CSV pipeline ourselves. Pricing in CAD is also awkward for Indian buyers.",
    daysAgo: 130,
  },

  // Bayan Arabic Copywriter
  {
    toolSlug: "bayan-arabic-copywriter",
    reviewerEmail: NOURAH,
    rating: 5,
    review:
      "Finally Arabic copy that does not read like a translation. Our Saudi customers noticed the difference.",
    daysAgo: 250,
  },
  {
    toolSlug: "bayan-arabic-copywriter",
    reviewerEmail: LAYLA,
    rating: 4,
    review:
      "The glossary keeps product names consistent. Long product pages occasionally repeat phrases.",
    daysAgo: 200,
  },
  {
    toolSlug: "bayan-arabic-copywriter",
    reviewerEmail: FAISAL,
    rating: 4,
    review: "Works nicely with our Salla store.",
    daysAgo: 140,
  },
  {
    toolSlug: "bayan-arabic-copywriter",
    reviewerEmail: OMAR,
    rating: 3,
    review:
      "Gulf dialect mode is good; Modern Standard output is sometimes too formal for social posts.",
    daysAgo: 90,
  },
  {
    toolSlug: "bayan-arabic-copywriter",
    reviewerEmail: PRIYA,
    rating: 4,
    review: null,
    daysAgo: 33,
  },

  // Kathakar Video Studio
  {
    toolSlug: "kathakar-video-studio",
    reviewerEmail: PRIYA,
    rating: 4,
    review:
      "Kannada and Telugu voice-overs sound natural. Presenter lip-sync is good, not perfect.",
    daysAgo: 130,
  },
  { toolSlug: "kathakar-video-studio", reviewerEmail: ARJUN, rating: 3, review: null, daysAgo: 55 },

  // Mizan Translate Pro
  {
    toolSlug: "mizan-translate-pro",
    reviewerEmail: LAYLA,
    rating: 4,
    review:
      "Right-to-left formatting survives the round trip, which is rare. Reviewer turnaround is about two days.",
    daysAgo: 290,
  },
  {
    toolSlug: "mizan-translate-pro",
    reviewerEmail: MARC,
    rating: 4,
    review:
      "French-Arabic quality is solid for regulatory leaflets, and the audit trail keeps compliance happy.",
    daysAgo: 180,
  },
  { toolSlug: "mizan-translate-pro", reviewerEmail: NOURAH, rating: 5, review: null, daysAgo: 72 },

  // Courtyard Listing Writer
  {
    toolSlug: "courtyard-listing-writer",
    reviewerEmail: OMAR,
    rating: 4,
    review: "Adding permit numbers automatically saves our coordinators a lot of checking.",
    daysAgo: 190,
  },
  {
    toolSlug: "courtyard-listing-writer",
    reviewerEmail: LAYLA,
    rating: 2,
    review:
      "Descriptions often overstate views and sizes from the photos. It needs a stricter 'facts only' mode before we can trust it.",
    daysAgo: 120,
  },

  // Sabaq Course Builder
  {
    toolSlug: "sabaq-course-builder",
    reviewerEmail: PRIYA,
    rating: 5,
    review:
      "CBSE tagging is accurate and the three quiz levels are genuinely different in difficulty.",
    daysAgo: 70,
  },
  {
    toolSlug: "sabaq-course-builder",
    reviewerEmail: LAYLA,
    rating: 4,
    review:
      "Our teachers in Sharjah use it weekly. Arabic lesson plans are a little shorter than English ones.",
    daysAgo: 40,
  },

  // Pixel Souk Product Photos
  {
    toolSlug: "pixel-souk-product-photos",
    reviewerEmail: ARJUN,
    rating: 4,
    review:
      "Batch processing 300 SKUs took under an hour. Jewellery reflections still need manual cleanup.",
    daysAgo: 30,
  },
  {
    toolSlug: "pixel-souk-product-photos",
    reviewerEmail: OMAR,
    rating: 3,
    review: null,
    daysAgo: 14,
  },

  // Maple Quill Docs
  {
    toolSlug: "maple-quill-docs",
    reviewerEmail: MARC,
    rating: 1,
    review:
      "The installer failed on our managed laptops and offline mode would not activate without a network check. A proper MSI package is needed.",
    daysAgo: 600,
  },

  // Wadi Talent Screener
  {
    toolSlug: "wadi-talent-screener",
    reviewerEmail: OMAR,
    rating: 4,
    review: "Explanations for each ranking make it easy to defend shortlists to hiring managers.",
    daysAgo: 330,
  },
  {
    toolSlug: "wadi-talent-screener",
    reviewerEmail: NOURAH,
    rating: 5,
    review:
      "Parsing Arabic CVs works well, and the visa and notice-period questions save a first phone screen.",
    daysAgo: 250,
  },
  {
    toolSlug: "wadi-talent-screener",
    reviewerEmail: LAYLA,
    rating: 4,
    review: "The bias audit report was something our legal team asked for specifically.",
    daysAgo: 160,
  },
  { toolSlug: "wadi-talent-screener", reviewerEmail: FAISAL, rating: 3, review: null, daysAgo: 75 },

  // Sahayak Interview Scheduler
  {
    toolSlug: "sahayak-interview-scheduler",
    reviewerEmail: ARJUN,
    rating: 4,
    review:
      "No-shows dropped for warehouse hiring. Candidates like getting directions on WhatsApp.",
    daysAgo: 18,
  },
  {
    toolSlug: "sahayak-interview-scheduler",
    reviewerEmail: PRIYA,
    rating: 3,
    review:
      "Good idea, but document photos are sometimes too blurry to use and there is no re-request button.",
    daysAgo: 12,
  },
  {
    toolSlug: "sahayak-interview-scheduler",
    reviewerEmail: FAISAL,
    rating: 4,
    review: null,
    daysAgo: 5,
  },

  // Watan Workforce Planner
  {
    toolSlug: "watan-workforce-planner",
    reviewerEmail: NOURAH,
    rating: 4,
    review: "Nitaqat band simulations helped us plan hiring a full quarter ahead.",
    daysAgo: 400,
  },
  {
    toolSlug: "watan-workforce-planner",
    reviewerEmail: OMAR,
    rating: 2,
    review:
      "Target rules lagged behind the latest Emiratisation update by several weeks. Faster rule updates are essential for a compliance tool.",
    daysAgo: 210,
  },

  // Onboard Buddy
  {
    toolSlug: "onboard-buddy",
    reviewerEmail: EMILY,
    rating: 4,
    review: "New hires stopped asking HR the same five questions. Setup took under an hour.",
    daysAgo: 5,
  },
  { toolSlug: "onboard-buddy", reviewerEmail: LAYLA, rating: 5, review: null, daysAgo: 2 },

  // Shiftwise Rota AI
  {
    toolSlug: "shiftwise-rota-ai",
    reviewerEmail: LAYLA,
    rating: 3,
    review: "Ramadan shift adjustments work well; swap approvals are slow to notify managers.",
    daysAgo: 150,
  },
  {
    toolSlug: "shiftwise-rota-ai",
    reviewerEmail: MARC,
    rating: 2,
    review:
      "It does not model Ontario labour rules, so we had to fix rotas by hand every week. Region-specific rule packs would help.",
    daysAgo: 60,
  },

  // Barid Document Router
  {
    toolSlug: "barid-document-router",
    reviewerEmail: OMAR,
    rating: 4,
    review:
      "Customs declarations are extracted reliably, and the reviewer queue catches the odd stamp it cannot read.",
    daysAgo: 340,
  },
  {
    toolSlug: "barid-document-router",
    reviewerEmail: FAISAL,
    rating: 4,
    review: "Arabic handwriting support is better than we expected.",
    daysAgo: 220,
  },
  { toolSlug: "barid-document-router", reviewerEmail: ARJUN, rating: 3, review: null, daysAgo: 90 },

  // Khazna Inventory Autopilot
  {
    toolSlug: "khazna-inventory-autopilot",
    reviewerEmail: ARJUN,
    rating: 5,
    review: "Overselling on marketplaces stopped within weeks. The Tally sync is reliable.",
    daysAgo: 210,
  },
  {
    toolSlug: "khazna-inventory-autopilot",
    reviewerEmail: PRIYA,
    rating: 4,
    review: "Reorder suggestions are sensible, though lead times must be kept up to date manually.",
    daysAgo: 150,
  },
  {
    toolSlug: "khazna-inventory-autopilot",
    reviewerEmail: OMAR,
    rating: 4,
    review: "Works with our Noon and Amazon listings out of the box.",
    daysAgo: 95,
  },
  {
    toolSlug: "khazna-inventory-autopilot",
    reviewerEmail: NOURAH,
    rating: 3,
    review: null,
    daysAgo: 31,
  },

  // Rihla Route Planner
  {
    toolSlug: "rihla-route-planner",
    reviewerEmail: FAISAL,
    rating: 4,
    review: "Prayer-break handling and time windows work well for our Riyadh routes.",
    daysAgo: 150,
  },
  {
    toolSlug: "rihla-route-planner",
    reviewerEmail: NOURAH,
    rating: 5,
    review: "Stops per driver went up noticeably and customers get accurate ETAs on WhatsApp.",
    daysAgo: 100,
  },
  { toolSlug: "rihla-route-planner", reviewerEmail: MARC, rating: 4, review: null, daysAgo: 28 },

  // Sanad Visual Inspection
  {
    toolSlug: "sanad-visual-inspection",
    reviewerEmail: FAISAL,
    rating: 5,
    review:
      "Defect detection on our moulding line is more consistent than manual checks, especially on night shifts.",
    daysAgo: 450,
  },
  {
    toolSlug: "sanad-visual-inspection",
    reviewerEmail: ARJUN,
    rating: 4,
    review:
      "Needed more labelled images than promised for shiny metal parts, but results are now solid.",
    daysAgo: 300,
  },

  // Flowcraft Ops Agent
  {
    toolSlug: "flowcraft-ops-agent",
    reviewerEmail: MARC,
    rating: 4,
    review: "Built an order-to-sheet automation in ten minutes. The step preview is reassuring.",
    daysAgo: 2,
  },
  {
    toolSlug: "flowcraft-ops-agent",
    reviewerEmail: EMILY,
    rating: 3,
    review: "Promising, but it misunderstood conditions with more than one 'and'.",
    daysAgo: 2,
  },
  { toolSlug: "flowcraft-ops-agent", reviewerEmail: PRIYA, rating: 5, review: null, daysAgo: 1 },

  // RouteNest Dispatcher
  {
    toolSlug: "routenest-dispatcher",
    reviewerEmail: OMAR,
    rating: 1,
    review:
      "Cash-on-delivery reconciliation was off by several hundred dirhams every week and support took days to respond. We went back to spreadsheets.",
    daysAgo: 80,
  },

  // Sijill Invoice Scanner
  {
    toolSlug: "sijill-invoice-scanner",
    reviewerEmail: OMAR,
    rating: 5,
    review:
      "Reads Arabic supplier bills accurately and catches duplicates. Our payables team closes the month two days earlier.",
    daysAgo: 270,
  },
  {
    toolSlug: "sijill-invoice-scanner",
    reviewerEmail: LAYLA,
    rating: 4,
    review:
      "Xero posting is smooth. Multi-page bills with many line items are occasionally split incorrectly.",
    daysAgo: 190,
  },
  {
    toolSlug: "sijill-invoice-scanner",
    reviewerEmail: NOURAH,
    rating: 4,
    review:
      "VAT number checks are useful for Saudi suppliers, and mobile approvals speed things up.",
    daysAgo: 130,
  },
  {
    toolSlug: "sijill-invoice-scanner",
    reviewerEmail: FAISAL,
    rating: 5,
    review: null,
    daysAgo: 85,
  },
  {
    toolSlug: "sijill-invoice-scanner",
    reviewerEmail: ARJUN,
    rating: 4,
    review: "Works well for our UAE entity; I hope GST invoice formats for India are added soon.",
    daysAgo: 35,
  },

  // Roznamcha Books Assistant
  {
    toolSlug: "roznamcha-books-assistant",
    reviewerEmail: PRIYA,
    rating: 4,
    review: "UPI payment matching is the best part. Our CA gets cleaner GST summaries than before.",
    daysAgo: 180,
  },
  {
    toolSlug: "roznamcha-books-assistant",
    reviewerEmail: ARJUN,
    rating: 5,
    review:
      "The morning cash digest on WhatsApp is simple and genuinely useful for a small business owner.",
    daysAgo: 120,
  },
  {
    toolSlug: "roznamcha-books-assistant",
    reviewerEmail: MARC,
    rating: 3,
    review: "Clearly designed for Indian banks; we could not connect our Canadian accounts.",
    daysAgo: 45,
  },

  // Dirham VAT Copilot
  {
    toolSlug: "dirham-vat-copilot",
    reviewerEmail: LAYLA,
    rating: 5,
    review:
      "Found reverse-charge items our previous agent missed. Explanations with rule references are excellent.",
    daysAgo: 300,
  },
  {
    toolSlug: "dirham-vat-copilot",
    reviewerEmail: OMAR,
    rating: 4,
    review: "Saves our tax agent hours per return. The annual price is fair for what it does.",
    daysAgo: 200,
  },
  {
    toolSlug: "dirham-vat-copilot",
    reviewerEmail: FAISAL,
    rating: 3,
    review:
      "The Saudi e-invoicing checks are useful, but the Arabic interface is incomplete in places.",
    daysAgo: 110,
  },

  // Northbay Cashflow Compass
  {
    toolSlug: "northbay-cashflow-compass",
    reviewerEmail: EMILY,
    rating: 5,
    review: "The 13-week view finally gave our board a cash picture everyone understands.",
    daysAgo: 120,
  },
  {
    toolSlug: "northbay-cashflow-compass",
    reviewerEmail: MARC,
    rating: 4,
    review: null,
    daysAgo: 60,
  },

  // Invoice Reminder Agent
  {
    toolSlug: "invoice-reminder-agent",
    reviewerEmail: LAYLA,
    rating: 4,
    review:
      "Polite Arabic reminders that customers do not find pushy. Overdue days dropped in the first month.",
    daysAgo: 14,
  },
  {
    toolSlug: "invoice-reminder-agent",
    reviewerEmail: ARJUN,
    rating: 3,
    review:
      "Tally connection works, but reminders kept going for one customer after a part-payment.",
    daysAgo: 8,
  },

  // Mirsad Code Review
  {
    toolSlug: "mirsad-code-review",
    reviewerEmail: ARJUN,
    rating: 4,
    review:
      "Catches real bugs rather than only style nits. Self-hosting kept our security team happy.",
    daysAgo: 220,
  },
  {
    toolSlug: "mirsad-code-review",
    reviewerEmail: MARC,
    rating: 4,
    review: "Comments are concise and easy to dismiss when wrong.",
    daysAgo: 140,
  },

  // Hawa Chatbot SDK
  {
    toolSlug: "hawa-chatbot-sdk",
    reviewerEmail: NOURAH,
    rating: 4,
    review: "The dialect-aware tokeniser improved our chatbot's intent accuracy for Saudi users.",
    daysAgo: 350,
  },
  { toolSlug: "hawa-chatbot-sdk", reviewerEmail: EMILY, rating: 3, review: null, daysAgo: 200 },

  // Lughah NLP API
  {
    toolSlug: "lughah-nlp-api",
    reviewerEmail: NOURAH,
    rating: 5,
    review:
      "Dialect identification is the most accurate we have tested, and in-region hosting was a must for us.",
    daysAgo: 280,
  },
  {
    toolSlug: "lughah-nlp-api",
    reviewerEmail: FAISAL,
    rating: 4,
    review:
      "Arabizi transliteration works well. Documentation examples could cover more languages than Python.",
    daysAgo: 190,
  },
  { toolSlug: "lughah-nlp-api", reviewerEmail: OMAR, rating: 4, review: null, daysAgo: 65 },

  // Jaanch Test Generator
  {
    toolSlug: "jaanch-test-generator",
    reviewerEmail: PRIYA,
    rating: 2,
    review:
      "Generated end-to-end tests were brittle on our React app and many needed rewriting. Unit tests were better.",
    daysAgo: 70,
  },

  // Sahil Model Gateway
  {
    toolSlug: "sahil-model-gateway",
    reviewerEmail: FAISAL,
    rating: 4,
    review: "Iqama number masking worked from day one and auditors liked the in-region logs.",
    daysAgo: 160,
  },
];
