import { ContentListings } from "./content-listings";
import { ContentReviews } from "./content-reviews";

/** SPEC §2 "Content Management": every listing, and the reviews to moderate (reported first). */
export function ContentManagementTab() {
  return (
    <div className="grid min-w-0 gap-10">
      <ContentListings />
      <ContentReviews />
    </div>
  );
}
