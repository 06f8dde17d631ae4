/** A consultation request and a tool submission as the forms send them, every field filled. */
export const consultation = {
  name: "Layla Haddad",
  email: "layla@example.com",
  phone: "+971 50 123 4567",
  company: "Haddad Trading",
  industry: "retail",
  details: "We want a WhatsApp assistant for orders.",
  language: "en",
};

export const submission = {
  name: "Souq Helper",
  description: "Answers shoppers in Arabic and English.",
  category: "Customer Service",
  pricingModel: "Monthly Subscription",
  websiteUrl: "https://souq-helper.example.com",
  submitterName: "Omar Nasser",
  submitterEmail: "omar@vendor.example.com",
  submitterCompany: "Nakhla Labs",
  features: ["WhatsApp inbox", "Order lookup"],
  targetAudience: "Online shops in the Gulf",
  caseStudies: "A Dubai retailer answered 70% of chats automatically.",
  integrations: ["Shopify", "WhatsApp Business API"],
  agreeToTerms: true,
  language: "ar",
};
