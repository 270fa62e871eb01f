"use client";

import Link from "next/link";
import { useEffect, useMemo, useRef, useState } from "react";
import { ATTORNEY_LIMITS } from "@/lib/collections/attorney";
import { TEXTS } from "@/lib/texts";
import { api } from "../api-client";
import { Spinner } from "../Spinner";
import type { AttorneyRecord } from "../types";
import { fullName, localDate } from "../format";
import { SearchFilter, SelectFilter } from "../FilterFields";
import { ui } from "../ui";
import { ATTORNEY_STATUS_OPTIONS, filterAttorneys, parseOrder, type StatusFilter } from "./filter";
import { planMove } from "./reorder";

/** The row's picture, or an 80x80 placeholder when there is none or it fails to load. */
function AttorneyImage({ attorney }: { attorney: AttorneyRecord }) {
  const [failed, setFailed] = useState(false);
  if (failed || !attorney.image?.url) {
    return (
      <div role="img" aria-label={attorney.name} data-testid="image-placeholder" className="flex h-20 w-20 shrink-0 items-center justify-center rounded-md bg-slate-200 text-2xl font-semibold text-slate-500">
        {attorney.name.charAt(0)}
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- 80x80 thumbnails of already optimized uploads
    <img src={attorney.image.url} alt={attorney.name} width={80} height={80} onError={() => setFailed(true)} className="h-20 w-20 shrink-0 rounded-md bg-slate-100 object-cover" />
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
        onOrder(parseOrder(event.target.value));
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
  /** Drag and drop: the handle starts a drag, the whole row accepts a drop. */
  handleProps: Pick<React.HTMLAttributes<HTMLSpanElement>, "onDragStart" | "onDragEnd">;
  dropProps: Pick<React.HTMLAttributes<HTMLLIElement>, "onDragEnter" | "onDragOver" | "onDragLeave" | "onDrop">;
  isDragged: boolean;
  /** A dragged row is over this one: dropping here puts it in this row's place. */
  isDropTarget: boolean;
}

function AttorneyRow({ attorney, isFirst, isLast, onToggle, onOrder, onMove, onDelete, handleProps, dropProps, isDragged, isDropTarget }: RowProps) {
  const orderId = `order-${attorney._id}`;
  const modifiedBy = attorney.lastModifiedBy ? fullName(attorney.lastModifiedBy) : "";
  return (
    <li {...dropProps} className={`${ui.card} flex flex-col gap-4 ${isDragged ? "opacity-50" : ""} ${isDropTarget ? "ring-2 ring-blue-500" : ""}`} data-testid="attorney-row" data-drop-target={isDropTarget || undefined} aria-label={attorney.name}>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        {/* Mouse and touch-pen reordering; keyboard users have the Move up/down buttons. */}
        <span
          draggable
          {...handleProps}
          aria-hidden="true"
          title="Drag to reorder"
          data-testid="drag-handle"
          className="hidden cursor-grab select-none self-center px-1 text-xl text-slate-400 hover:text-slate-700 md:block"
        >
          ⋮⋮
        </span>
        <AttorneyImage attorney={attorney} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold text-slate-900">{attorney.name}</h3>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${attorney.isActive ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"}`}>
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
          {attorney.updatedAt ? ` on ${localDate(attorney.updatedAt)}` : ""}
        </p>
      )}
    </li>
  );
}

/** Manage Team Members: search, status filter, count, reorder, activate, edit and delete. */
export function AttorneyList() {
  const [attorneys, setAttorneys] = useState<AttorneyRecord[] | null>(null);
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  // The row being dragged: a ref for the drop logic, state only for its faded look.
  const draggedRef = useRef<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);

  useEffect(() => {
    api<{ attorneys: AttorneyRecord[] }>("/api/attorneys/admin")
      .then(({ attorneys: list }) => setAttorneys(list))
      .catch((error) => {
        console.error(error);
        setAttorneys([]);
      });
  }, []);

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
    } catch (error) {
      console.error(error);
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
    } catch (error) {
      console.error(error);
      return false;
    }
  }

  /** Shows the row at `from` at `to`, saving each changed Order in turn; a failed save stops the rest. */
  async function moveRow(from: number, to: number) {
    for (const { row, order } of planMove(visible, from, to)) {
      if (!(await saveOrder(row, order))) return;
    }
  }

  /** A row other than the dragged one accepts the drop and shows that it will. */
  function acceptDrop(event: React.DragEvent, target: string) {
    if (!draggedRef.current || draggedRef.current === target) return;
    event.preventDefault();
    setDropTarget(target);
  }

  async function remove(attorney: AttorneyRecord) {
    if (!window.confirm(TEXTS.deleteConfirm(attorney.name))) return;
    try {
      await api(`/api/attorneys/${attorney._id}`, { method: "DELETE" });
      setAttorneys((list) => list?.filter((item) => item._id !== attorney._id) ?? list);
    } catch (error) {
      console.error(error);
    }
  }

  const filtering = search.trim() !== "" || status !== "all";

  return (
    <div className="space-y-6">
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

      {attorneys === null ? (
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
            <ol className="space-y-3">
              {visible.map((attorney, index) => (
                <AttorneyRow
                  key={attorney._id}
                  attorney={attorney}
                  isFirst={index === 0}
                  isLast={index === visible.length - 1}
                  onToggle={() => void toggle(attorney)}
                  onOrder={(order) => void saveOrder(attorney, order)}
                  onMove={(direction) => void moveRow(index, index + direction)}
                  onDelete={() => void remove(attorney)}
                  isDragged={dragged === attorney._id}
                  isDropTarget={dropTarget === attorney._id}
                  handleProps={{
                    onDragStart: (event) => {
                      event.dataTransfer.effectAllowed = "move";
                      event.dataTransfer.setData("text/plain", attorney.name);
                      draggedRef.current = attorney._id;
                      // Re-rendering inside dragstart makes Chromium cancel the drag, so the look follows a tick later.
                      setTimeout(() => setDragged(attorney._id), 0);
                    },
                    onDragEnd: () => {
                      draggedRef.current = null;
                      setDragged(null);
                      setDropTarget(null);
                    },
                  }}
                  dropProps={{
                    onDragEnter: (event) => acceptDrop(event, attorney._id),
                    onDragOver: (event) => acceptDrop(event, attorney._id),
                    onDragLeave: (event) => {
                      // Chromium gives drag events no relatedTarget, so crossing the row's own
                      // children is told apart from leaving the row by where the pointer is.
                      const box = event.currentTarget.getBoundingClientRect();
                      const inside = event.clientX > box.left && event.clientX < box.right && event.clientY > box.top && event.clientY < box.bottom;
                      if (!inside) setDropTarget((current) => (current === attorney._id ? null : current));
                    },
                    onDrop: (event) => {
                      event.preventDefault();
                      const from = visible.findIndex((item) => item._id === draggedRef.current);
                      draggedRef.current = null;
                      setDragged(null);
                      setDropTarget(null);
                      if (from !== -1) void moveRow(from, index);
                    },
                  }}
                />
              ))}
            </ol>
          )}
        </section>
      )}
    </div>
  );
}
