// Questions guests really type, in English, Bengali and Banglish, misspellings and all, with the
// kind of answer each must get from content/chat.yaml's words. A question that points to nothing
// the chat knows must reach the team (the handover), never a guess.
import { describe, expect, it } from "vitest";
import type { ReplyKind } from "./chat-match";
import { matchKind, replyTo } from "./chat-answers";

const questions: [string, ReplyKind][] = [
  // parking
  ["Is there parking?", "parking"],
  ["parking ase?", "parking"],
  ["পার্কিং আছে?", "parking"],
  ["Where can I park my car?", "parking"],
  ["do you have valet?", "parking"],
  ["গাড়ি রাখার জায়গা আছে?", "parking"],
  ["parkng available?", "parking"],
  // airport transfer
  ["Do you have airport pickup?", "airport"],
  ["airport theke pickup", "airport"],
  ["Can you pick me up from Osmani airport?", "airport"],
  ["এয়ারপোর্ট থেকে পিকআপ আছে?", "airport"],
  ["airpot transfer", "airport"],
  ["my flight lands at 3, can someone pick me up?", "airport"],
  // paying
  ["Can I pay with bKash?", "payment"],
  ["bkash e payment kora jabe?", "payment"],
  ["Do you accept credit cards?", "payment"],
  ["নগদে টাকা দেওয়া যাবে?", "payment"],
  ["বিকাশে পেমেন্ট করা যাবে?", "payment"],
  ["cash on arrival?", "payment"],
  ["paymnet method", "payment"],
  // halal
  ["Is the food halal?", "halal"],
  ["halal naki?", "halal"],
  ["হালাল খাবার পাওয়া যায়?", "halal"],
  ["Is the restaurant halal?", "halal"],
  ["do you serve pork?", "halal"],
  // breakfast
  ["What time is breakfast?", "breakfast"],
  ["brekfast time", "breakfast"],
  ["Is breakfast included?", "breakfast"],
  ["hi, is breakfast included?", "breakfast"],
  ["নাস্তা কখন", "breakfast"],
  ["nasta kokhon dey?", "breakfast"],
  ["সকালের নাশতা কি ফ্রি?", "breakfast"],
  // room service
  ["room service hours", "roomService"],
  ["Is room service 24 hours?", "roomService"],
  ["রুম সার্ভিস কখন পাওয়া যায়?", "roomService"],
  // opening hours
  ["When does the bar close?", "hours"],
  ["restaurant open?", "hours"],
  ["রেস্তোরাঁ কখন খোলা থাকে?", "hours"],
  // pool
  ["Do you have a swimming pool?", "pool"],
  ["pool ase?", "pool"],
  ["সুইমিং পুল আছে?", "pool"],
  // check-in and check-out
  ["What time is check-in?", "checkInOut"],
  ["chek in time", "checkInOut"],
  ["check in koyta theke", "checkInOut"],
  ["চেক-ইন কখন?", "checkInOut"],
  ["late checkout possible?", "checkInOut"],
  // cancellation
  ["What is your cancellation policy?", "cancellation"],
  ["Can I get a refund?", "cancellation"],
  ["বুকিং বাতিল করলে কী হবে?", "cancellation"],
  ["booking cancle korte chai", "cancellation"],
  // delivery
  ["Do you deliver to Upashahar?", "delivery"],
  ["home delivery ache?", "delivery"],
  ["ডেলিভারি কোথায় কোথায় দেন?", "delivery"],
  // pets, children, dietary needs
  ["Are pets allowed?", "pets"],
  ["Can I bring my dog?", "pets"],
  ["Do kids stay free?", "policies"],
  ["Do you have vegan options?", "dietary"],
  ["vegeterian food?", "dietary"],
  ["নিরামিষ খাবার আছে?", "dietary"],
  // prices, offers, rooms, amenities
  ["room price koto?", "prices"],
  ["রুমের ভাড়া কত?", "prices"],
  ["any discount?", "offers"],
  ["কোনো অফার চলছে?", "offers"],
  ["room for 4 adults on 3 December?", "availability"],
  ["রুম খালি আছে?", "availability"],
  ["wifi ache?", "amenities"],
  ["Is there a gym?", "amenities"],
  // directions
  ["How do I get there?", "directions"],
  ["hotel kothay?", "directions"],
  ["ঠিকানা কী?", "directions"],
  // greetings
  ["hi", "greeting"],
  ["আসসালামু আলাইকুম", "greeting"],
  // a person, asked for
  ["talk to a human", "handover"],
  ["Can I speak to someone?", "handover"],
  ["মানুষের সঙ্গে কথা বলতে চাই", "handover"],
  // nothing the chat knows: the team, not a guess
  ["Tell me a joke", "handover"],
  ["asdf qwerty", "handover"],
  ["ধন্যবাদ", "handover"],
  ["ok thanks", "handover"],
  ["Do I need a visa?", "handover"],
  ["Can I smoke in the room?", "handover"],
  ["Is there a mosque nearby?", "handover"],
  ["What's the weather like in Sylhet?", "handover"],
];

describe("the kind of answer a guest's question gets", () => {
  it("covers at least 60 questions", () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
  });

  it.each(questions)("%s -> %s", (question, kind) => {
    expect(replyTo(question).kind).toBe(kind);
  });
});

describe("a question the chat is not sure of", () => {
  it.each(["Tell me a joke", "asdf qwerty", "ধন্যবাদ", "Can I smoke in the room?"])(
    "%s points to no reply, and gets the handover's words",
    (question) => {
      expect(matchKind(question)).toBeNull();
      expect(replyTo(question)).toEqual(replyTo("talk to a human"));
    },
  );
});
