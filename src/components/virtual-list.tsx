// A list that renders only the rows near the screen once it is long (10,000 rows stay fast),
// with @tanstack/react-virtual on the page's own scroll, so the page still scrolls
// as one and the 390 px stacked layout is unchanged. Short lists render as they are.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

/** Up to this many rows a list renders whole; above, only what is near the screen. */
export const VIRTUALIZE_OVER = 200;
/**
 * Dashboard widgets window sooner: several render at once on the home, and at scale an
 * admin's Visits Due (200) and Upcoming Deadlines (161) rows cost seconds of a phone's CPU.
 */
export const WIDGET_ROWS = 30;

interface VirtualListProps<T> {
  items: readonly T[];
  itemKey(item: T): string;
  /** The row's content; the list wraps it in its <li>. */
  renderItem(item: T): ReactNode;
  /** A row's usual height in px, until it is measured. */
  estimateSize: number;
  className?: string;
  itemClassName?: string;
  /** Render windowed from this many rows on (tests, or a list that must stay whole). */
  over?: number;
}

export function VirtualList<T>(props: VirtualListProps<T>) {
  const { items, itemKey, renderItem, className, itemClassName, over = VIRTUALIZE_OVER } = props;
  if (items.length <= over) {
    return (
      <ul className={className}>
        {items.map((item) => (
          <li key={itemKey(item)} className={itemClassName}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
    );
  }
  return <WindowedList {...props} />;
}

function WindowedList<T>({
  items,
  itemKey,
  renderItem,
  estimateSize,
  className,
  itemClassName,
}: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  // Where the list starts on the page: the window scrolls, not the list.
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setOffset(top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: 5,
    scrollMargin: offset,
    getItemKey: (index) => itemKey(items[index]!),
    // A row not laid out (no layout engine, or hidden) counts as its estimate.
    measureElement: (el) => el.getBoundingClientRect().height || estimateSize,
  });
  const rows = virtualizer.getVirtualItems();
  return (
    <ul
      ref={listRef}
      className={className}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => (
        <li
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          // Screen readers still hear "row 40 of 10,000".
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
          className={itemClassName}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {renderItem(items[row.index]!)}
        </li>
      ))}
    </ul>
  );
}
