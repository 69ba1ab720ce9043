import type { GuestRequest, StayDetails } from "./guest-requests";

/**
 * A stay request for the tests of requests (storage, message text, calendar file): Nusrat's three
 * nights in the Deluxe Room with the Weekend Escape. Tests change what they look at.
 */
export function sampleStayRequest(
  stay: Partial<StayDetails> = {},
  ref = "SRH-7K3P9Q",
): GuestRequest {
  return {
    ref,
    createdAt: "2026-11-25T10:00:00.000Z",
    status: "unsent",
    kind: "stay",
    stay: {
      room: "deluxe",
      checkIn: "2026-12-04",
      checkOut: "2026-12-07",
      adults: 2,
      children: 1,
      firstName: "Nusrat",
      lastName: "Chowdhury",
      email: "nusrat@example.com",
      phone: "+44 7700 900123",
      specialRequests: "A cot, please.",
      payment: "pay-later",
      offer: "weekend-escape",
      pricePerNight: 249,
      discount: 99.6,
      total: 647.4,
      ...stay,
    },
  };
}
