/**
 * The preview frame with the watermark boxes drawn over it. Boxes are positioned in percent of the source video's
 * size, so the frame scales freely. Pointer: drag a box to move it, its corner handle to resize it, drag on the
 * frame to draw a new one. Keyboard (a box focused): arrows move, shift+arrows resize, Delete removes.
 */
import { Plus, Trash2 } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '#app/lib/cn';
import { Button } from '#app/ui/button';
import { fill } from '#app/i18n/fill';
import { useToolText } from '../shared/text';
import {
  applyKey,
  centredRegion,
  clampToFrame,
  isLowConfidence,
  MAX_REGIONS,
  regionFromCorners,
  type EditableRegion,
  type FrameSize,
} from './regions';

type Drag =
  | { kind: 'move' | 'resize'; id: number; start: { x: number; y: number }; origin: EditableRegion }
  | { kind: 'draw'; start: { x: number; y: number }; current: { x: number; y: number } };

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

export function RegionEditor({
  frameUrl,
  frame,
  regions,
  onChange,
  disabled,
}: {
  frameUrl: string;
  frame: FrameSize;
  regions: EditableRegion[];
  onChange: (regions: EditableRegion[]) => void;
  disabled?: boolean;
}) {
  const surface = useRef<HTMLDivElement>(null);
  const { t } = useToolText();
  const boxRefs = useRef(new Map<number, HTMLDivElement>());
  const [selected, setSelected] = useState<number | null>(regions[0]?.id ?? null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const nextId = () => Math.max(0, ...regions.map((r) => r.id)) + 1;

  /** A pointer position in source pixels. */
  function toSource(event: PointerEvent): { x: number; y: number } {
    const rect = surface.current!.getBoundingClientRect();
    return {
      x: Math.max(0, Math.min(frame.width, ((event.clientX - rect.left) / rect.width) * frame.width)),
      y: Math.max(0, Math.min(frame.height, ((event.clientY - rect.top) / rect.height) * frame.height)),
    };
  }

  function replace(region: EditableRegion) {
    onChange(regions.map((r) => (r.id === region.id ? region : r)));
  }

  function remove(id: number) {
    const rest = regions.filter((r) => r.id !== id);
    onChange(rest);
    const next = rest.at(-1)?.id ?? null;
    setSelected(next);
    if (next !== null) requestAnimationFrame(() => boxRefs.current.get(next)?.focus());
  }

  function add(region: EditableRegion) {
    if (regions.length >= MAX_REGIONS) return;
    onChange([...regions, region]);
    setSelected(region.id);
    requestAnimationFrame(() => boxRefs.current.get(region.id)?.focus());
  }

  function onKeyDown(event: KeyboardEvent, region: EditableRegion) {
    if (disabled) return;
    const outcome = applyKey(region, event.key, event.shiftKey, frame);
    if (!outcome) return;
    event.preventDefault();
    if ('remove' in outcome) remove(region.id);
    else replace(outcome.region);
  }

  function startBoxDrag(event: PointerEvent, region: EditableRegion, kind: 'move' | 'resize') {
    if (disabled || event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    setSelected(region.id);
    boxRefs.current.get(region.id)?.focus();
    surface.current!.setPointerCapture(event.pointerId);
    setDrag({ kind, id: region.id, start: toSource(event), origin: region });
  }

  function onSurfacePointerDown(event: PointerEvent) {
    if (disabled || event.button !== 0 || regions.length >= MAX_REGIONS) return;
    event.preventDefault();
    surface.current!.setPointerCapture(event.pointerId);
    const point = toSource(event);
    setDrag({ kind: 'draw', start: point, current: point });
  }

  function onPointerMove(event: PointerEvent) {
    if (!drag) return;
    const point = toSource(event);
    if (drag.kind === 'draw') return setDrag({ ...drag, current: point });
    const dx = point.x - drag.start.x;
    const dy = point.y - drag.start.y;
    const { origin } = drag;
    replace(
      clampToFrame(
        drag.kind === 'move'
          ? { ...origin, x: origin.x + dx, y: origin.y + dy }
          : { ...origin, w: origin.w + dx, h: origin.h + dy },
        frame,
      ),
    );
  }

  function onPointerUp() {
    if (drag?.kind === 'draw') {
      const region = regionFromCorners(drag.start, drag.current, frame, nextId());
      if (region) add(region);
    }
    setDrag(null);
  }

  const drawing = drag?.kind === 'draw' ? regionFromCorners(drag.start, drag.current, frame, 0) : null;

  return (
    <div className="space-y-3">
      <div
        ref={surface}
        role="group"
        aria-label={t.watermark.regions}
        className={cn(
          'relative w-full touch-none overflow-hidden rounded-2xl bg-ink select-none',
          !disabled && 'cursor-crosshair',
        )}
        style={{ aspectRatio: `${frame.width} / ${frame.height}` }}
        onPointerDown={onSurfacePointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
      >
        <img src={frameUrl} alt="" draggable={false} className="absolute inset-0 h-full w-full object-fill" />
        {regions.map((region, index) => {
          const low = isLowConfidence(region);
          const label = fill(low ? t.watermark.regionLow : t.watermark.region, { index: index + 1 });
          return (
            <div
              key={region.id}
              ref={(node) => {
                if (node) boxRefs.current.set(region.id, node);
                else boxRefs.current.delete(region.id);
              }}
              role="button"
              tabIndex={0}
              aria-label={label}
              aria-pressed={selected === region.id}
              aria-describedby="watermark-box-keys"
              data-region={`${region.x},${region.y},${region.w},${region.h}`}
              className={cn(
                'absolute rounded-md border-2 outline-none focus-visible:ring-4 focus-visible:ring-white/70',
                low ? 'border-dashed border-amber-300 bg-amber-300/15' : 'border-accent bg-accent/15',
                selected === region.id && 'shadow-[0_0_0_2px_rgba(255,255,255,0.9)]',
                !disabled && 'cursor-move',
              )}
              style={{
                left: percent(region.x, frame.width),
                top: percent(region.y, frame.height),
                width: percent(region.w, frame.width),
                height: percent(region.h, frame.height),
              }}
              onFocus={() => setSelected(region.id)}
              onKeyDown={(event) => onKeyDown(event, region)}
              onPointerDown={(event) => startBoxDrag(event, region, 'move')}
            >
              <span
                className={cn(
                  'pointer-events-none absolute left-0 flex gap-1 text-[11px] leading-5 font-semibold whitespace-nowrap',
                  // At the frame's top edge the labels go below the box, where they stay visible.
                  region.y < frame.height * 0.1 ? 'top-full mt-1' : '-top-6',
                )}
              >
                <span className="rounded bg-ink/80 px-1.5 text-white">{index + 1}</span>
                {low ? <span className="rounded bg-amber-300 px-1.5 text-ink">low confidence</span> : null}
              </span>
              {!disabled ? (
                <span
                  aria-hidden
                  className="absolute -right-1.5 -bottom-1.5 size-3.5 cursor-nwse-resize rounded-full border-2 border-white bg-accent"
                  onPointerDown={(event) => startBoxDrag(event, region, 'resize')}
                />
              ) : null}
            </div>
          );
        })}
        {drawing ? (
          <div
            aria-hidden
            className="pointer-events-none absolute rounded-md border-2 border-dashed border-white"
            style={{
              left: percent(drawing.x, frame.width),
              top: percent(drawing.y, frame.height),
              width: percent(drawing.w, frame.width),
              height: percent(drawing.h, frame.height),
            }}
          />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={disabled || regions.length >= MAX_REGIONS}
          onClick={() => add(centredRegion(frame, nextId()))}
        >
          <Plus aria-hidden />
          {t.watermark.addBox}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={disabled || selected === null || !regions.some((r) => r.id === selected)}
          onClick={() => selected !== null && remove(selected)}
        >
          <Trash2 aria-hidden />
          {t.watermark.removeBox}
        </Button>
        <p id="watermark-box-keys" className="text-xs text-ink-soft">
          {t.watermark.regionHelp}
        </p>
      </div>
    </div>
  );
}
