import type { HotelRoomLeaf, MergeLeafTypes, ProductLeaf, WithContext } from "schema-dts";
import { absolutePhotoUrl, absoluteUrl } from "~/components/layout/page-meta";
import { hotelId } from "~/components/layout/structured-data";
import type { RoomWithDetails } from "~/content/runtime/rooms";
import { itemPath } from "~/content/runtime/pages";

/**
 * schema.org's pattern for a room a hotel offers: the room is a HotelRoom and a Product at once
 * (an offer is made for a product; a place has none), and the offer leases it out by the night.
 */
type OfferedRoom = MergeLeafTypes<[HotelRoomLeaf, ProductLeaf]>;

/**
 * A room page's room and its rate for the night the page was built on, as the page shows them (its
 * overview). The price holds for that night only, and nothing says the room is free: the site
 * cannot see which nights are (the team confirms a request).
 */
export function hotelRoomData(room: RoomWithDetails): WithContext<OfferedRoom> {
  const { tonight } = room;
  const url = absoluteUrl(itemPath("room", room.id));
  return {
    "@context": "https://schema.org",
    "@type": ["HotelRoom", "Product"],
    "@id": `${url}#room`,
    name: room.name,
    description: room.shortDescription,
    url,
    image: room.images.map((image) => absolutePhotoUrl(image.id, 1200)),
    bed: room.bedType,
    occupancy: { "@type": "QuantitativeValue", maxValue: room.capacity, unitCode: "C62" },
    floorSize: { "@type": "QuantitativeValue", value: room.area, unitCode: "MTK" },
    containedInPlace: { "@id": hotelId() },
    offers: {
      "@type": "Offer",
      url,
      price: tonight.rate,
      priceCurrency: "USD",
      businessFunction: { "@id": "http://purl.org/goodrelations/v1#LeaseOut" },
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: tonight.rate,
        priceCurrency: "USD",
        unitCode: "DAY",
        validFrom: tonight.night,
        validThrough: tonight.night,
      },
      offeredBy: { "@id": hotelId() },
    },
  };
}
