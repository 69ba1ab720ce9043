import { Mail, MessageCircle, Phone } from "lucide-react";
import { cn } from "~/lib/cn";
import { mailtoLink, whatsappLink } from "~/lib/handoff";
import { buttonVariants } from "./button";

/**
 * A request as the guest's WhatsApp and e-mail carry it, with the hotel's number (WhatsApp and
 * calls; `phoneShown` as the call button shows it) and address.
 */
export type HandoffMessage = {
  phone: string;
  phoneShown: string;
  to: string;
  text: string;
  subject: string;
};

type HandoffLinksProps = {
  message: HandoffMessage;
  /** The buttons' words in the page's language (the requests' catalogue has them). */
  labels: {
    whatsapp: string;
    opensWhatsapp: string;
    email: string;
    call: (phone: string) => string;
  };
  className?: string;
};

/**
 * One tap hands a request to the hotel in the guest's own apps: WhatsApp with the message typed
 * in, an e-mail with subject and body, or a call. The site itself sends nothing.
 */
export function HandoffLinks({
  message: { phone, phoneShown, to, text, subject },
  labels,
  className,
}: HandoffLinksProps) {
  const button = (variant: "primary" | "outline") =>
    cn(buttonVariants({ variant }), "w-full sm:w-auto");
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap", className)}>
      <a
        href={whatsappLink(phone, text)}
        target="_blank"
        rel="noopener"
        className={button("primary")}
      >
        <MessageCircle aria-hidden="true" />
        {labels.whatsapp}
        <span className="sr-only"> ({labels.opensWhatsapp})</span>
      </a>
      <a href={mailtoLink(to, subject, text)} className={button("outline")}>
        <Mail aria-hidden="true" />
        {labels.email}
      </a>
      <a href={`tel:${phone.replace(/\s/g, "")}`} className={button("outline")}>
        <Phone aria-hidden="true" />
        {labels.call(phoneShown)}
      </a>
    </div>
  );
}
