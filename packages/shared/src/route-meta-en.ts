/**
 * Title and description of every page: the one definition. English lives here, so the server can
 * put it into the HTML it sends; the web app loads it after the first render as the `seo` section
 * of its English tree (a module of its own, like route-meta-ar.ts, so no page's first load
 * carries it) and translates it in route-meta/{ar,hi}.json. Texts may use {{brand}} and the
 * ROUTE_META_VALUES (numbers as {{minutes, number}}); `toolTitle` and the
 * alternatives' texts also take {{name}}.
 */
export const ROUTE_META_EN = {
  toolTitle: "{{name}} | {{brand}}",
  alternativesTitle: "Alternatives to {{name}} | {{brand}}",
  alternativesDescription:
    "AI tools like {{name}}, side by side: rating, lowest monthly price, data hosting and languages.",
  pages: {
    home: {
      title: "{{brand}}: vetted AI tools for business",
      description:
        "Browse a marketplace of vetted AI tools, compare pricing and reviews, and book a free AI consultation for your business.",
    },
    about: {
      title: "About Us | {{brand}}",
      description:
        "Meet the team behind {{brand}}: AI agents and automations, voice assistants, AI blueprints and internal systems for growing businesses.",
    },
    mission: {
      title: "Our Mission | {{brand}}",
      description:
        "Why {{brand}} exists: to make AI practical, measurable and trusted for businesses, with the goal of serving over 10,000 businesses by 2030.",
    },
    marketplace: {
      title: "AI Solutions Marketplace | {{brand}}",
      description:
        "Search and filter vetted AI tools by category and industry. Compare pricing, features and verified user reviews.",
    },
    tool: {
      title: "AI Tool Details | {{brand}}",
      description: "Features, pricing, integrations and user reviews of a vetted AI tool.",
    },
    compare: {
      title: "Compare AI Tools | {{brand}}",
      description:
        "Compare up to four AI tools side by side: ratings, pricing, free trials, features, integrations, languages and support.",
    },
    alternatives: {
      title: "Alternatives to an AI tool | {{brand}}",
      description:
        "AI tools like this one, side by side: rating, lowest monthly price, data hosting and languages.",
    },
    toolNotFound: {
      title: "Tool not found | {{brand}}",
      description: "This tool does not exist or is no longer listed.",
    },
    consultation: {
      title: "Free AI Consultation | {{brand}}",
      description:
        "Book a free {{sessionMinutes, number}}-minute AI consultation and get a custom AI roadmap with ROI projections. We contact you within {{hours, number}} hours.",
    },
    digitalMaturity: {
      title: "Digital Maturity Assessment | {{brand}}",
      description:
        "Find out how ready your business is for AI with our free {{minutes, number}}-minute digital maturity assessment, plus a bonus free {{bonusMinutes, number}}-minute strategy call.",
    },
    submitTool: {
      title: "Submit Your AI Tool | {{brand}}",
      description:
        "List your AI tool on {{brand}} and reach businesses looking for proven AI solutions. We review every submission within {{days}} business days.",
    },
    auth: {
      title: "Sign In or Sign Up | {{brand}}",
      description:
        "Sign in to your {{brand}} account or create one to save tools, write reviews and follow your consultations.",
    },
    forgotPassword: {
      title: "Forgot your password? | {{brand}}",
      description: "Get a link by e-mail to choose a new password for your {{brand}} account.",
    },
    consultationBooking: {
      title: "Your consultation booking | {{brand}}",
      description: "Reschedule or cancel your free AI consultation with {{brand}}.",
    },
    consultationConfirm: {
      title: "Confirm your consultation time | {{brand}}",
      description: "Confirm the time you picked for your free AI consultation with {{brand}}.",
    },
    resetPassword: {
      title: "Choose a new password | {{brand}}",
      description: "Set a new password for your {{brand}} account from the link we e-mailed you.",
    },
    privacy: {
      title: "Privacy Policy | {{brand}}",
      description: "How {{brand}} collects, uses and protects your personal data.",
    },
    terms: {
      title: "Terms of Service | {{brand}}",
      description: "The terms that govern your use of the {{brand}} marketplace and services.",
    },
    dashboardBusiness: {
      title: "Business Dashboard | {{brand}}",
      description: "Your saved tools, consultation requests and tool recommendations.",
    },
    dashboardVendor: {
      title: "Vendor Dashboard | {{brand}}",
      description: "Your listed AI tools, their performance and recent activity.",
    },
    dashboardAdmin: {
      title: "Admin Dashboard | {{brand}}",
      description: "Review tool submissions, manage users and follow consultation requests.",
    },
    account: {
      title: "Account Settings | {{brand}}",
      description: "Change your name, company and password, or sign out on every device.",
    },
    regionUae: {
      title: "AI Solutions for UAE Businesses | {{brand}}",
      description:
        "Vetted AI tools and AI transformation services for businesses in Dubai and across the UAE. Book a free consultation with our team.",
    },
    regionIndia: {
      title: "AI Solutions for Indian Businesses | {{brand}}",
      description:
        "Vetted AI tools and AI transformation services for businesses across India. Book a free consultation with our team.",
    },
    regionSaudi: {
      title: "AI Solutions for Saudi Businesses | {{brand}}",
      description:
        "Vetted AI tools and AI transformation services for Saudi businesses, in step with Vision 2030. Book a free consultation with our team.",
    },
    notFound: {
      title: "Page not found | {{brand}}",
      description: "The page you are looking for does not exist.",
    },
  },
};
