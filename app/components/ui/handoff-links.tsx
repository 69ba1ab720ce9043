import { Mail, MessageCircle, Phone } from "lucide-react";
import { cn } from "~/lib/cn";
import { mailtoLink, whatsappLink } from "~/lib/handoff";
import { buttonVariants } from "./button";

type HandoffLinksProps = {
  /** The hotel's number (WhatsApp and calls) and address. */
  phone: string;
  email: string;
  /** The request as the guest's WhatsApp and e-mail carry it. */
  text: string;
  subject: string;
  /** The call link, `tel:` and the number's digits. */
  tel: string;
  labels: { whatsapp: string; opensWhatsapp: string; email: string; call: string };
  className?: string;
};

/**
 * One tap hands a request to the hotel in the guest's own apps: WhatsApp with the message typed
 * in, an e-mail with subject and body, or a call. The site itself sends nothing.
 */
export function HandoffLinks({
  phone,
  email,
  text,
  subject,
  tel,
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
      <a href={mailtoLink(email, subject, text)} className={button("outline")}>
        <Mail aria-hidden="true" />
        {labels.email}
      </a>
      <a href={tel} className={button("outline")}>
        <Phone aria-hidden="true" />
        {labels.call}
      </a>
    </div>
  );
}
