"use client";

import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import Link from "next/link";
import { useMemo, useState } from "react";
import { ATTORNEY_LIMITS } from "@/lib/collections/attorney";
import { TEXTS } from "@/lib/texts";
import { api, errorMessage } from "../api-client";
import { useConfirmDialog } from "../ConfirmDialog";
import { LoadError } from "../LoadError";
import { Spinner } from "../Spinner";
import { useToast } from "../Toast";
import type { AttorneyRecord } from "../types";
import { dateTime, fullName } from "../format";
import { SearchFilter, SelectFilter } from "../FilterFields";
import { ui } from "../ui";
import { useLoad } from "../use-load";
import { ATTORNEY_STATUS_OPTIONS, filterAttorneys, type StatusFilter } from "./filter";
import { parseWholeNumber } from "./form-values";
import { planMove } from "./reorder";

const ATTORNEYS_LOAD_FAILED = "The team members could not be loaded.";

/** The row's 80x80 thumbnail of the attorney's photo, or the name's initial when there is none or it fails to load. */
function AttorneyThumbnail({ attorney }: { attorney: AttorneyRecord }) {
  const [failed, setFailed] = useState(false);
  if (failed || !attorney.image?.url) {
    return (
      <div
        role="img"
        aria-label={attorney.name}
        data-testid="image-placeholder"
        className="flex h-20 w-20 shrink-0 items-center justify-center rounded-md bg-slate-200 text-2xl font-semibold text-slate-500"
      >
        {attorney.name.charAt(0)}
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- 80x80 thumbnails of already optimized uploads
    <img
      src={attorney.image.url}
      alt={attorney.name}
      width={80}
      height={80}
      onError={() => setFailed(true)}
      className="h-20 w-20 shrink-0 rounded-md bg-slate-100 object-cover"
    />
  );
}

/** The Order field: shows what was typed and saves each change; follows the saved value otherwise. */
function OrderInput({ id, order, onOrder }: { id: string; order: number; onOrder(order: number): void }) {
  const [draft, setDraft] = useState(String(order));
  const [saved, setSaved] = useState(order);
  if (saved !== order) {
    setSaved(order);
    setDraft(String(order));
  }
  return (
    <input
      id={id}
      type="number"
      min={ATTORNEY_LIMITS.order.min}
      max={ATTORNEY_LIMITS.order.max}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        onOrder(parseWholeNumber(event.target.value));
      }}
      className={`${ui.input} w-20 py-1`}
    />
  );
}

interface RowProps {
  attorney: AttorneyRecord;
  isFirst: boolean;
  isLast: boolean;
  onToggle(): void;
  onOrder(order: number): void;
  onMove(direction: -1 | 1): void;
  onDelete(): void;
}

function AttorneyRow({ attorney, isFirst, isLast, onToggle, onOrder, onMove, onDelete }: RowProps) {
  // The handle alone starts a drag (mouse, touch, or Space and the arrow keys), so the row's
  // own buttons, links and the Order field keep working as usual.
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: attorney._id });
  const orderId = `order-${attorney._id}`;
  const modifiedBy = attorney.lastModifiedBy ? fullName(attorney.lastModifiedBy) : "";
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`${ui.card} relative flex flex-col gap-4 ${isDragging ? "z-10 shadow-lg ring-2 ring-blue-500" : ""}`}
      data-testid="attorney-row"
      aria-label={attorney.name}
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${attorney.name} to reorder`}
          title="Drag to reorder"
          data-testid="drag-handle"
          className={`flex h-11 w-11 shrink-0 cursor-grab touch-none select-none items-center justify-center self-start rounded-md text-xl text-slate-500 hover:bg-slate-100 hover:text-slate-800 active:cursor-grabbing md:self-center ${ui.focus}`}
        >
          <span aria-hidden="true">⋮⋮</span>
        </button>
        <AttorneyThumbnail attorney={attorney} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold text-slate-900">{attorney.name}</h3>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${attorney.isActive ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"}`}
            >
              {attorney.isActive ? "Active" : "Inactive"}
            </span>
          </div>
          <p className="text-slate-700">{attorney.title}</p>
          {attorney.specialties.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1" aria-label="Specialties">
              {attorney.specialties.map((specialty) => (
                <li key={specialty} className="rounded-full bg-blue-50 px-2 py-0.5 text-xs text-blue-800">
                  {specialty}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-sm text-slate-600">{attorney.location}</p>
        </div>
        <div className="flex flex-wrap items-end gap-2 md:flex-col md:items-end">
          <div className="flex items-end gap-1">
            <div>
              <label htmlFor={orderId} className="block text-xs font-medium text-slate-600">
                Order
              </label>
              <OrderInput id={orderId} order={attorney.order} onOrder={onOrder} />
            </div>
            <button type="button" onClick={() => onMove(-1)} disabled={isFirst} className={ui.smallButton} aria-label={`Move ${attorney.name} up`}>
              ↑
            </button>
            <button type="button" onClick={() => onMove(1)} disabled={isLast} className={ui.smallButton} aria-label={`Move ${attorney.name} down`}>
              ↓
            </button>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={onToggle} className={ui.smallButton}>
              {attorney.isActive ? "Deactivate" : "Activate"}
            </button>
            <Link href={`/admin/attorneys/${attorney._id}/edit`} className={ui.smallButton}>
              Edit
            </Link>
            <button type="button" onClick={onDelete} className={ui.dangerButton}>
              Delete
            </button>
          </div>
        </div>
      </div>
      {(modifiedBy || attorney.updatedAt) && (
        <p className="border-t border-slate-100 pt-2 text-xs text-slate-500">
          Last modified{modifiedBy ? ` by ${modifiedBy}` : ""}
          {attorney.updatedAt && (
            <>
              {" on "}
              <time dateTime={attorney.updatedAt}>{dateTime(attorney.updatedAt)}</time>
            </>
          )}
        </p>
      )}
    </li>
  );
}

/** What a screen reader hears while a row is dragged, in the list's own words. */
function announcements(nameOf: (id: unknown) => string, positionOf: (id: unknown) => number): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}. Use the arrow keys to move, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over position ${positionOf(over.id)}.` : `${nameOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
}

/** Manage Team Members: search, status filter, count, reorder, activate, edit and delete. */
export function AttorneyList() {
  const toast = useToast();
  const { confirm, dialog } = useConfirmDialog();
  const [attorneys, setAttorneys] = useState<AttorneyRecord[] | null>(null);
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A short hold tells a drag apart from a swipe that scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const { failed: loadFailed, retry } = useLoad<{ attorneys: AttorneyRecord[] }>("/api/attorneys/admin", ({ attorneys: list }) => setAttorneys(list));

  const visible = useMemo(() => filterAttorneys(attorneys ?? [], search, status), [attorneys, search, status]);

  function replace(updated: AttorneyRecord) {
    setAttorneys((list) => list?.map((item) => (item._id === updated._id ? { ...item, ...updated } : item)) ?? list);
  }

  async function toggle(attorney: AttorneyRecord) {
    try {
      const { attorney: updated } = await api<{ attorney: AttorneyRecord }>(`/api/attorneys/${attorney._id}/status`, {
        method: "PATCH",
        body: { isActive: !attorney.isActive },
      });
      replace(updated);
      toast.success(`${attorney.name} ${updated.isActive ? "activated" : "deactivated"}.`);
    } catch (failure) {
      toast.error(errorMessage(failure, `Could not ${attorney.isActive ? "deactivate" : "activate"} ${attorney.name}. Please try again.`));
    }
  }

  async function saveOrder(attorney: AttorneyRecord, order: number): Promise<boolean> {
    try {
      const { attorney: updated } = await api<{ attorney: AttorneyRecord }>(`/api/attorneys/${attorney._id}/order`, {
        method: "PATCH",
        body: { order },
      });
      replace(updated);
      return true;
    } catch (failure) {
      toast.error(errorMessage(failure, `Could not save the order of ${attorney.name}. Please try again.`));
      return false;
    }
  }

  async function changeOrder(attorney: AttorneyRecord, order: number) {
    if (await saveOrder(attorney, order)) toast.success(`Order of ${attorney.name} saved.`);
  }

  /** Shows the row at `from` at `to`, saving each changed Order in turn; a failed save stops the rest. */
  async function moveRow(from: number, to: number) {
    const moved = visible[from];
    for (const { row, order } of planMove(visible, from, to)) {
      if (!(await saveOrder(row, order))) return;
    }
    if (moved && from !== to) toast.success(`${moved.name} moved to position ${to + 1}.`);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    const from = visible.findIndex((item) => item._id === active.id);
    const to = visible.findIndex((item) => item._id === over.id);
    if (from !== -1 && to !== -1) void moveRow(from, to);
  }

  async function remove(attorney: AttorneyRecord) {
    if (!(await confirm({ title: "Delete team member", message: TEXTS.deleteConfirm(attorney.name), confirmLabel: "Delete" }))) return;
    try {
      await api(`/api/attorneys/${attorney._id}`, { method: "DELETE" });
      setAttorneys((list) => list?.filter((item) => item._id !== attorney._id) ?? list);
      toast.success(`${attorney.name} deleted.`);
    } catch (failure) {
      toast.error(errorMessage(failure, `Could not delete ${attorney.name}. Please try again.`));
    }
  }

  const filtering = search.trim() !== "" || status !== "all";
  const nameOf = (id: unknown) => visible.find((item) => item._id === id)?.name ?? "";
  const positionOf = (id: unknown) => visible.findIndex((item) => item._id === id) + 1;

  return (
    <div className="space-y-6">
      {dialog}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Manage Team Members</h1>
        <Link href="/admin/attorneys/new" className={ui.primaryButton}>
          Add New Team Member
        </Link>
      </div>

      <div className={`${ui.card} grid gap-4 sm:grid-cols-2`}>
        <SearchFilter id="attorney-search" placeholder="Search by name, title or specialty" value={search} onChange={setSearch} />
        <SelectFilter id="attorney-status" label="Status" value={status} options={ATTORNEY_STATUS_OPTIONS} onChange={setStatus} />
      </div>

      {loadFailed ? (
        <LoadError text={ATTORNEYS_LOAD_FAILED} onRetry={retry} />
      ) : attorneys === null ? (
        <Spinner />
      ) : (
        <section aria-labelledby="attorney-count">
          <h2 id="attorney-count" className="mb-3 text-lg font-semibold text-slate-900">
            Team Members ({visible.length})
          </h2>
          {visible.length === 0 ? (
            <div className={`${ui.card} text-center`}>
              <p className="text-lg font-semibold text-slate-900">No team members found</p>
              <p className="mt-1 text-slate-600">{filtering ? "Try adjusting your search or filters" : "Get started by adding your first team member"}</p>
              {!filtering && (
                <Link href="/admin/attorneys/new" className={`${ui.primaryButton} mt-4`}>
                  Add First Member
                </Link>
              )}
            </div>
          ) : (
            <DndContext
              id="attorney-order"
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{
                announcements: announcements(nameOf, positionOf),
                screenReaderInstructions: {
                  draggable: "To move a team member, press Space, move with the arrow keys, then press Space again to drop or Escape to cancel.",
                },
              }}
            >
              <SortableContext items={visible.map((item) => item._id)} strategy={verticalListSortingStrategy}>
                <ol className="space-y-3">
                  {visible.map((attorney, index) => (
                    <AttorneyRow
                      key={attorney._id}
                      attorney={attorney}
                      isFirst={index === 0}
                      isLast={index === visible.length - 1}
                      onToggle={() => void toggle(attorney)}
                      onOrder={(order) => void changeOrder(attorney, order)}
                      onMove={(direction) => void moveRow(index, index + direction)}
                      onDelete={() => void remove(attorney)}
                    />
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
          )}
        </section>
      )}
    </div>
  );
}
