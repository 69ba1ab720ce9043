import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "./field";
import { Input, Select, Textarea } from "./input";

describe("Field", () => {
  it("labels its control and, without an error, marks nothing invalid", () => {
    render(
      <Field id="f-name" label="Full name">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText("Full name");
    expect(input).toHaveAttribute("id", "f-name");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("ties the error to the control: aria-invalid and aria-describedby, error before hint", () => {
    render(
      <Field id="f-phone" label="Phone" hint="With the country code." error="Please enter a phone.">
        {(control) => <Input {...control} type="tel" />}
      </Field>,
    );
    const input = screen.getByLabelText("Phone");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute("aria-describedby", "f-phone-error f-phone-hint");
    expect(input).toHaveAccessibleDescription("Please enter a phone. With the country code.");
    expect(document.getElementById("f-phone-error")).toHaveTextContent("Please enter a phone.");
  });

  it("describes a valid control by its hint only, and drops the error once fixed", () => {
    const field = (error?: string) => (
      <Field id="f-msg" label="Message" hint="Up to 5,000 characters." error={error}>
        {(control) => <Textarea {...control} />}
      </Field>
    );
    const { rerender } = render(field("Please enter a message."));
    const textarea = screen.getByLabelText("Message");
    expect(textarea).toHaveAccessibleDescription(/Please enter a message/);
    rerender(field());
    expect(textarea).not.toHaveAttribute("aria-invalid");
    expect(textarea).toHaveAccessibleDescription("Up to 5,000 characters.");
    expect(document.getElementById("f-msg-error")).toBeNull();
  });

  it("adds the optional word, in the language given, to the label", () => {
    render(
      <Field id="f-req" label="বিশেষ অনুরোধ" optional="ঐচ্ছিক" error="অনেক দীর্ঘ">
        {(control) => (
          <Select {...control}>
            <option value="a">a</option>
          </Select>
        )}
      </Field>,
    );
    const select = screen.getByRole("combobox", { name: "বিশেষ অনুরোধ (ঐচ্ছিক)" });
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("অনেক দীর্ঘ");
  });
});
