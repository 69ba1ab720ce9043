/** The checkout dialog's strings: loaded with the dialog, not with the cart page. */
export const checkout = {
  title: "Checkout",
  /** What the checkout asks for, by what the cart holds: food, rooms, or both. */
  description: {
    food: "Only what we need to reach you and deliver your food.",
    stays: "Only what we need to reach you and confirm your room.",
    both: "Only what we need to reach you, deliver your food and confirm your room.",
  },
  total: "Total",
  /** When and where the total is paid: nothing is charged on this website. */
  paidWhen: {
    food: "to pay at the door",
    stays: "to pay at the hotel",
    both: "food at the door, rooms at the hotel",
  },
  name: "Full name",
  phone: "Phone",
  phoneHint: "With country code, for example +880 1712 345678.",
  area: "Delivery area",
  chooseArea: "Choose your area",
  /** Asked when the cart holds a room: the hotel confirms a stay in writing. */
  email: "E-mail",
  emailHint: "We confirm your room by e-mail.",
  areaHint: "We deliver within these areas of Sylhet.",
  address: "Delivery address",
  addressHint: "House, road and a landmark our rider can find.",
  payment:
    "Pay on delivery: cash, bKash, Nagad, Rocket or card at the door. We never ask for a card number here.",
  stayPayment:
    "Rooms: a reservation request, confirmed by the hotel. Nothing is charged now; you pay at the hotel.",
  /** A room from the cart is booked at the flexible rate (the booking form offers the other). */
  stayPlan: (hours: number) =>
    `They are booked at the flexible rate: free cancellation up to ${hours} hours before check-in.`,
  errorsTitle: (count: number) =>
    count === 1 ? "Please correct 1 field." : `Please correct ${count} fields.`,
  /** The validation code could not load (a dropped connection); what was typed stays. */
  validationUnavailable:
    "We couldn't check the form just now. Please check your connection and try again; nothing you typed has been lost.",
  errors: {
    nameRequired: "Please enter your name.",
    phoneInvalid: "Please enter a phone number of 7 to 15 digits, for example +880 1712 345678.",
    emailInvalid: "Please enter a valid e-mail address, for example name@example.com.",
    areaRequired: "Please choose your delivery area.",
    addressRequired: "Please enter the delivery address.",
    tooLong: (max: number) => `Please keep this to ${max} characters or fewer.`,
  },
  cancel: "Cancel",
  close: "Close checkout",
  place: "Place Order",
} as const;
