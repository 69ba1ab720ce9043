import { Command } from "cmdk";
import { ArrowRight, Search } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Dialog, DialogClose, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { searchCategories } from "~/content/schemas/search-categories";
import { search as t } from "~/locale/search";
import { groupBy, matchEntries } from "~/lib/search";
import { searchIndex } from "./search-index";

type SearchPaletteProps = { open: boolean; onOpenChange: (open: boolean) => void };

export default function SearchPalette({ open, onOpenChange }: SearchPaletteProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const groups = groupBy(matchEntries(searchIndex, query), searchCategories);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setQuery("");
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent placement="top" aria-describedby={undefined} className="max-w-[640px]">
        <DialogTitle className="sr-only">{t.label}</DialogTitle>
        <Command shouldFilter={false} label={t.label} loop>
          <div className="flex items-center gap-3 border-b border-tea-100 px-4">
            <Search aria-hidden="true" className="size-5 shrink-0 text-muted" />
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder={t.placeholder}
              className="h-14 w-full bg-transparent text-base outline-none placeholder:text-muted"
            />
            <DialogClose className="rounded-md border border-tea-100 px-2 py-1 text-xs text-muted hover:bg-tea-50">
              Esc<span className="sr-only"> {t.close}</span>
            </DialogClose>
          </div>
          <Command.List className="max-h-[300px] overflow-y-auto overscroll-contain p-2">
            {query.trim() && groups.length === 0 ? (
              <p role="status" className="px-4 py-8 text-center text-sm text-muted">
                {t.empty}
              </p>
            ) : null}
            {groups.map((group) => (
              <Command.Group
                key={group.category}
                heading={t.categories[group.category]}
                className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-[0.15em] [&_[cmdk-group-heading]]:text-gold-700 [&_[cmdk-group-heading]]:uppercase"
              >
                {group.entries.map((entry) => (
                  <Command.Item
                    key={entry.id}
                    value={entry.id}
                    onSelect={() => {
                      close(false);
                      void navigate(entry.url);
                    }}
                    className="group flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 data-[selected=true]:bg-tea-50"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-tea-900">{entry.title}</span>
                      <span className="block truncate text-sm text-muted">{entry.description}</span>
                    </span>
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 text-tea-600 opacity-0 group-data-[selected=true]:opacity-100"
                    />
                  </Command.Item>
                ))}
              </Command.Group>
            ))}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
