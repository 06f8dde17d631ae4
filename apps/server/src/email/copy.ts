import type { Language } from "@app/shared/i18n";

/** The words of each e-mail in each language; {placeholders} are filled by templates.ts. */
export const EMAIL_COPY = {
  en: {
    greeting: "Hello {name},",
    greetingPlain: "Hello,",
    consultationSubject: "We received your consultation request",
    consultationBody:
      "Thank you for booking a free AI consultation with {brand}. We'll contact you within {hours} hours to schedule your {minutes}-minute session.",
    submissionSubject: "We received your AI tool submission",
    submissionBody:
      "Thank you for submitting your AI tool to {brand}. Our team will review it and contact you within {days} business days.",
    approvedSubject: "Your AI tool is live: {tool}",
    approvedBody:
      "Good news: our team reviewed {tool}, and it is now listed on {brand} as a verified tool.",
    revisionApprovedSubject: "Your changes to {tool} are live",
    revisionApprovedBody:
      "Our team reviewed your changes to {tool}, and its page on {brand} shows them now.",
    viewListing: "See it here: {url}",
    rejectedSubject: "Your AI tool was not approved: {tool}",
    rejectedBody:
      "Thank you for submitting {tool} to {brand}. After reviewing it, our team could not list it. The reason is below.",
    changesSubject: "Changes needed before we list {tool}",
    changesBody:
      "Our team reviewed {tool} and needs a few changes before listing it on {brand}. Please read the notes below, then update your submission and send it again.",
    updateHere: "Update it from your vendor dashboard: {url}",
    scheduledSubject: "Your free consultation is scheduled",
    scheduledBody:
      "Good news: your free {minutes}-minute AI consultation with {brand} is now scheduled.",
    followRequest: "Follow your request on your dashboard: {url}",
    verifySubject: "Confirm your e-mail address for {brand}",
    verifyBody:
      "Please confirm that this address is yours. Once it is confirmed you can rate and review tools, and see the consultation requests sent from it.",
    verifyLink: "Confirm it here (the link works for {hours} hours): {url}",
    verifyIgnore:
      "If you did not create an account with {brand}, ignore this e-mail: nothing happens.",
    resetSubject: "Reset your {brand} password",
    resetBody:
      "Someone, hopefully you, asked to set a new password for the {brand} account with this address.",
    resetLink: "Choose a new password here (the link works once, for {minutes} minutes): {url}",
    resetIgnore: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    bookedSubject: "Your free consultation is booked: {time}",
    bookedBody:
      "Thank you for booking a free {minutes}-minute AI consultation with {brand}. Your session: {time}.",
    inviteAttached: "The calendar invite is attached: add it to your calendar.",
    manageLink: "Reschedule or cancel here: {url}",
    rescheduledSubject: "Your consultation has moved to {time}",
    rescheduledBody: "Your free {minutes}-minute AI consultation with {brand} is now on {time}.",
    cancelledSubject: "Your consultation is cancelled",
    cancelledBody: "Your free AI consultation with {brand} on {time} is cancelled.",
    bookAgain: "You can book another time whenever you like: {url}",
    inviteSummary: "Free AI consultation with {brand} ({minutes} minutes)",
    yourRequest: "What you sent us",
    questions: "Questions? Write to {email} or call {phone}.",
    signature: "The {brand} team",
    fields: {
      time: "Booked time",
      name: "Name",
      email: "Email",
      phone: "Phone",
      company: "Company",
      industry: "Industry",
      details: "Details",
      tool: "Tool",
      category: "Category",
      pricingModel: "Pricing model",
      website: "Website",
      description: "Description",
      features: "Key features",
      audience: "Target audience",
      caseStudies: "Case studies",
      integrations: "Integrations",
      vendor: "Vendor",
      reason: "Reason",
      notes: "Reviewer's notes",
    },
  },
  ar: {
    greeting: "مرحبًا {name}،",
    greetingPlain: "مرحبًا،",
    consultationSubject: "استلمنا طلب الاستشارة الخاص بك",
    consultationBody:
      "شكرًا لحجزك استشارة مجانية في الذكاء الاصطناعي مع {brand}. سنتواصل معك خلال {hours} ساعة لتحديد موعد جلستك التي تستغرق {minutes} دقيقة.",
    submissionSubject: "استلمنا طلب إدراج أداة الذكاء الاصطناعي الخاصة بك",
    submissionBody:
      "شكرًا لتقديمك أداة الذكاء الاصطناعي الخاصة بك إلى {brand}. سيراجعها فريقنا ويتواصل معك خلال {days} أيام عمل.",
    approvedSubject: "أداة الذكاء الاصطناعي الخاصة بك متاحة الآن: {tool}",
    approvedBody: "أخبار سارة: راجع فريقنا {tool}، وأصبحت الآن مدرجة على {brand} كأداة موثّقة.",
    revisionApprovedSubject: "تعديلاتك على {tool} منشورة الآن",
    revisionApprovedBody: "راجع فريقنا تعديلاتك على {tool}، وصفحتها على {brand} تعرضها الآن.",
    viewListing: "شاهدها هنا: {url}",
    rejectedSubject: "لم تتم الموافقة على أداة الذكاء الاصطناعي الخاصة بك: {tool}",
    rejectedBody:
      "شكرًا لتقديمك {tool} إلى {brand}. بعد المراجعة، لم يتمكن فريقنا من إدراجها. تجد السبب أدناه.",
    changesSubject: "مطلوب بعض التعديلات قبل إدراج {tool}",
    changesBody:
      "راجع فريقنا {tool} ويحتاج إلى بعض التعديلات قبل إدراجها على {brand}. يُرجى قراءة الملاحظات أدناه، ثم تحديث طلبك وإرساله مجددًا.",
    updateHere: "حدّثه من لوحة تحكم المزوّد: {url}",
    scheduledSubject: "تمت جدولة استشارتك المجانية",
    scheduledBody:
      "يسعدنا إبلاغك بأن استشارتك المجانية في الذكاء الاصطناعي مع {brand} ومدتها {minutes} دقيقة قد تمت جدولتها.",
    followRequest: "تابع طلبك من لوحة التحكم الخاصة بك: {url}",
    verifySubject: "أكّد عنوان بريدك الإلكتروني لدى {brand}",
    verifyBody:
      "يُرجى تأكيد أن هذا العنوان يخصّك. بعد تأكيده يمكنك تقييم الأدوات ومراجعتها، والاطلاع على طلبات الاستشارة المرسلة منه.",
    verifyLink: "أكّده من هنا (يعمل الرابط لمدة {hours} ساعة): {url}",
    verifyIgnore: "إن لم تُنشئ حسابًا لدى {brand}، فتجاهل هذه الرسالة ولن يحدث شيء.",
    resetSubject: "إعادة تعيين كلمة المرور في {brand}",
    resetBody:
      "طلب أحدهم، ونأمل أن تكون أنت، تعيين كلمة مرور جديدة للحساب المرتبط بهذا العنوان لدى {brand}.",
    resetLink: "اختر كلمة مرور جديدة من هنا (يعمل الرابط مرة واحدة لمدة {minutes} دقيقة): {url}",
    resetIgnore: "إن لم تطلب ذلك، فتجاهل هذه الرسالة وستبقى كلمة مرورك كما هي.",
    bookedSubject: "تم حجز استشارتك المجانية: {time}",
    bookedBody:
      "شكرًا لحجزك استشارة مجانية في الذكاء الاصطناعي مدتها {minutes} دقيقة مع {brand}. موعد جلستك: {time}.",
    inviteAttached: "دعوة التقويم مرفقة: أضفها إلى تقويمك.",
    manageLink: "لتغيير الموعد أو إلغائه: {url}",
    rescheduledSubject: "تم نقل استشارتك إلى {time}",
    rescheduledBody: "أصبح موعد استشارتك المجانية مع {brand} ومدتها {minutes} دقيقة: {time}.",
    cancelledSubject: "تم إلغاء استشارتك",
    cancelledBody: "تم إلغاء استشارتك المجانية مع {brand} في {time}.",
    bookAgain: "يمكنك حجز موعد آخر متى شئت: {url}",
    inviteSummary: "استشارة مجانية في الذكاء الاصطناعي مع {brand} ({minutes} دقيقة)",
    yourRequest: "ما أرسلته إلينا",
    questions: "لديك أسئلة؟ راسلنا على {email} أو اتصل على {phone}.",
    signature: "فريق {brand}",
    fields: {
      time: "الموعد المحجوز",
      name: "الاسم",
      email: "البريد الإلكتروني",
      phone: "الهاتف",
      company: "الشركة",
      industry: "القطاع",
      details: "التفاصيل",
      tool: "الأداة",
      category: "الفئة",
      pricingModel: "نموذج التسعير",
      website: "الموقع الإلكتروني",
      description: "الوصف",
      features: "الميزات الرئيسية",
      audience: "الجمهور المستهدف",
      caseStudies: "دراسات الحالة",
      integrations: "التكاملات",
      vendor: "المزوّد",
      reason: "السبب",
      notes: "ملاحظات المراجِع",
    },
  },
  hi: {
    greeting: "नमस्ते {name},",
    greetingPlain: "नमस्ते,",
    consultationSubject: "हमें आपका परामर्श अनुरोध मिल गया है",
    consultationBody:
      "{brand} के साथ मुफ़्त AI परामर्श बुक करने के लिए धन्यवाद। हम {hours} घंटों के भीतर आपसे संपर्क करके आपके {minutes} मिनट के सत्र का समय तय करेंगे।",
    submissionSubject: "हमें आपका AI टूल सबमिशन मिल गया है",
    submissionBody:
      "{brand} पर अपना AI टूल सबमिट करने के लिए धन्यवाद। हमारी टीम इसकी समीक्षा करेगी और {days} कार्यदिवसों के भीतर आपसे संपर्क करेगी।",
    approvedSubject: "आपका AI टूल अब लाइव है: {tool}",
    approvedBody:
      "खुशख़बरी: हमारी टीम ने {tool} की समीक्षा कर ली है, और अब यह {brand} पर एक सत्यापित टूल के रूप में सूचीबद्ध है।",
    revisionApprovedSubject: "{tool} में आपके बदलाव अब लाइव हैं",
    revisionApprovedBody:
      "हमारी टीम ने {tool} में आपके बदलावों की समीक्षा कर ली है, और {brand} पर इसका पेज अब उन्हें दिखाता है।",
    viewListing: "इसे यहाँ देखें: {url}",
    rejectedSubject: "आपका AI टूल स्वीकृत नहीं हुआ: {tool}",
    rejectedBody:
      "{brand} पर {tool} सबमिट करने के लिए धन्यवाद। समीक्षा के बाद हमारी टीम इसे सूचीबद्ध नहीं कर सकी। कारण नीचे दिया गया है।",
    changesSubject: "{tool} को सूचीबद्ध करने से पहले कुछ बदलाव ज़रूरी हैं",
    changesBody:
      "हमारी टीम ने {tool} की समीक्षा की है और {brand} पर इसे सूचीबद्ध करने से पहले कुछ बदलाव चाहिए। कृपया नीचे दिए गए नोट्स पढ़ें, फिर अपना सबमिशन अपडेट करके दोबारा भेजें।",
    updateHere: "इसे अपने विक्रेता डैशबोर्ड से अपडेट करें: {url}",
    scheduledSubject: "आपका मुफ़्त परामर्श निर्धारित हो गया है",
    scheduledBody:
      "अच्छी ख़बर: {brand} के साथ आपका {minutes} मिनट का मुफ़्त AI परामर्श अब निर्धारित हो गया है।",
    followRequest: "अपने डैशबोर्ड पर अपना अनुरोध देखें: {url}",
    verifySubject: "{brand} के लिए अपना ईमेल पता पुष्टि करें",
    verifyBody:
      "कृपया पुष्टि करें कि यह पता आपका है। पुष्टि के बाद आप टूल्स को रेटिंग और समीक्षा दे सकते हैं, और इस पते से भेजे गए परामर्श अनुरोध देख सकते हैं।",
    verifyLink: "यहाँ पुष्टि करें (लिंक {hours} घंटे तक काम करता है): {url}",
    verifyIgnore: "यदि आपने {brand} पर खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें: कुछ नहीं होगा।",
    resetSubject: "अपना {brand} पासवर्ड रीसेट करें",
    resetBody:
      "किसी ने, उम्मीद है आपने, इस पते वाले {brand} खाते के लिए नया पासवर्ड सेट करने का अनुरोध किया है।",
    resetLink: "यहाँ नया पासवर्ड चुनें (लिंक एक बार, {minutes} मिनट तक काम करता है): {url}",
    resetIgnore: "यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वही रहेगा।",
    bookedSubject: "आपका मुफ़्त परामर्श बुक हो गया है: {time}",
    bookedBody:
      "{brand} के साथ {minutes} मिनट का मुफ़्त AI परामर्श बुक करने के लिए धन्यवाद। आपका सत्र: {time}।",
    inviteAttached: "कैलेंडर आमंत्रण संलग्न है: इसे अपने कैलेंडर में जोड़ें।",
    manageLink: "समय बदलने या रद्द करने के लिए: {url}",
    rescheduledSubject: "आपका परामर्श {time} पर स्थानांतरित हो गया है",
    rescheduledBody: "{brand} के साथ आपका {minutes} मिनट का मुफ़्त AI परामर्श अब {time} पर है।",
    cancelledSubject: "आपका परामर्श रद्द कर दिया गया है",
    cancelledBody: "{brand} के साथ {time} पर आपका मुफ़्त AI परामर्श रद्द कर दिया गया है।",
    bookAgain: "आप जब चाहें दूसरा समय बुक कर सकते हैं: {url}",
    inviteSummary: "{brand} के साथ मुफ़्त AI परामर्श ({minutes} मिनट)",
    yourRequest: "आपने हमें जो भेजा",
    questions: "कोई सवाल? {email} पर लिखें या {phone} पर कॉल करें।",
    signature: "{brand} टीम",
    fields: {
      time: "बुक किया गया समय",
      name: "नाम",
      email: "ईमेल",
      phone: "फ़ोन",
      company: "कंपनी",
      industry: "उद्योग",
      details: "विवरण",
      tool: "टूल",
      category: "श्रेणी",
      pricingModel: "मूल्य निर्धारण मॉडल",
      website: "वेबसाइट",
      description: "विवरण",
      features: "मुख्य विशेषताएँ",
      audience: "लक्षित दर्शक",
      caseStudies: "केस स्टडी",
      integrations: "इंटीग्रेशन",
      vendor: "विक्रेता",
      reason: "कारण",
      notes: "समीक्षक के नोट्स",
    },
  },
} as const satisfies Record<Language, Record<string, string | Record<string, string>>>;

type Copy = (typeof EMAIL_COPY)["en"];
export type EmailCopyKey = { [K in keyof Copy]: Copy[K] extends string ? K : never }[keyof Copy];
/** The labels of the fields an e-mail repeats back to the visitor. */
export type EmailFieldKey = keyof Copy["fields"];
