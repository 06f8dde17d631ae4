/**
 * The lane at the page's inline end that the floating WhatsApp button sits in from the md
 * breakpoint up (on phones it sits in the action bar instead), so it never covers text.
 * The root layout sets --page-gutter: up to 4rem, shrinking to nothing once the widest
 * container (max-w-7xl) leaves that much margin by itself. Navbar, main and footer pad by it;
 * a section whose background runs edge to edge adds FULL_BLEED so its background still does.
 */
export const PAGE_GUTTER = "[--page-gutter:0px] md:[--page-gutter:clamp(0px,_88rem_-_100vw,_4rem)]";
export const PAD_PAGE_GUTTER = "pe-(--page-gutter)";
export const FULL_BLEED = "-me-(--page-gutter) pe-(--page-gutter)";
