import { Trans } from "react-i18next";
import { Link } from "react-router";
import { siteOrigin } from "@/lib/site-origin";

/**
 * On a page opened at another name of the server (127.0.0.1): passkeys are made for the public
 * address's name, so this page cannot use them; a link to this page there.
 */
export function PasskeysElsewhere() {
  const here = new URL(window.location.pathname, siteOrigin());
  return (
    <p className="text-slate-600 text-sm">
      <Trans
        i18nKey="business.account.passkeys.otherAddress"
        values={{ address: here.host }}
        components={{
          // Not <link>: an HTML void element, which Trans would leave empty.
          site: (
            // Another origin: React Router leaves it to the browser.
            <Link
              to={here.href}
              dir="ltr"
              className="font-medium text-brand-700 underline underline-offset-2"
            />
          ),
        }}
      />
    </p>
  );
}
