// A link out to the hotel's place on Google Maps, from its coordinates (content/site.yaml): the
// contact page's map card and a stay's arrival details. The pages load no map and make no request.
import { site } from "~/content/runtime/site";

export const mapsHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${site.geo.latitude},${site.geo.longitude}`,
)}`;
