import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Tabs } from "./tabs";

function Example({ forceMount = false }: { forceMount?: boolean }) {
  const [tab, setTab] = useState("a");
  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <Tabs.List aria-label="Kinds">
        <Tabs.Trigger value="a">Alpha</Tabs.Trigger>
        <Tabs.Trigger value="b">Beta</Tabs.Trigger>
        <Tabs.Trigger value="c">Gamma</Tabs.Trigger>
      </Tabs.List>
      {["a", "b", "c"].map((value) => (
        <Tabs.Content key={value} value={value} forceMount={forceMount}>
          Panel {value}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

describe("Tabs", () => {
  it("wires tabs and panels for assistive technology, one tab stop", () => {
    render(<Example />);
    const tabs = screen.getAllByRole("tab");
    expect(screen.getByRole("tablist", { name: "Kinds" })).toBeInTheDocument();
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual([
      "true",
      "false",
      "false",
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveAccessibleName("Alpha");
    expect(tabs[0]).toHaveAttribute("aria-controls", panel.id);
  });

  it("activates on click and moves with arrows, Home and End, wrapping around", () => {
    render(<Example />);
    const [alpha, beta, gamma] = screen.getAllByRole("tab");
    fireEvent.click(beta!);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel b");
    beta!.focus();
    fireEvent.keyDown(beta!, { key: "ArrowRight" });
    expect(gamma).toHaveFocus();
    expect(gamma).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(gamma!, { key: "ArrowRight" });
    expect(alpha).toHaveFocus();
    fireEvent.keyDown(alpha!, { key: "ArrowLeft" });
    expect(gamma).toHaveFocus();
    fireEvent.keyDown(gamma!, { key: "Home" });
    expect(alpha).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(alpha!, { key: "End" });
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel c");
  });

  it("points every tab's aria-controls at an element in the document, chosen or not", () => {
    for (const forceMount of [false, true]) {
      const { container, unmount } = render(<Example forceMount={forceMount} />);
      for (const tab of screen.getAllByRole("tab")) {
        const panel = container.querySelector(`#${CSS.escape(tab.getAttribute("aria-controls")!)}`);
        expect(panel).toHaveAttribute("role", "tabpanel");
        expect(panel).toHaveAttribute("aria-labelledby", tab.id);
      }
      unmount();
    }
    // An unkept inactive panel is empty and hidden: its content is not rendered.
    render(<Example />);
    fireEvent.click(screen.getByRole("tab", { name: "Beta" }));
    expect(document.querySelectorAll('[role="tabpanel"][hidden]')).toHaveLength(2);
    expect(document.body).not.toHaveTextContent("Panel a");
  });

  it("keeps hidden panels in the document when forced to mount", () => {
    const { container } = render(<Example forceMount />);
    const panels = container.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(3);
    expect([...panels].map((panel) => (panel as HTMLElement).hidden)).toEqual([false, true, true]);
  });
});
