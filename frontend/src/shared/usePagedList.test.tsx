import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagedList } from './useListParams';

type Page = { items: { id: number }[]; total: number };
type List = { currentData?: Page; data?: Page; isError: boolean };

/** What each render of a list showed, with what the query held at that moment. */
interface Frame {
  queryHasData: boolean;
  showSkeleton: boolean;
  items: number;
  latestItems: number;
}

function Recorder({ list, frames }: { list: List; frames: Frame[] }) {
  const paged = usePagedList(list, 1, 12, () => undefined, 'page');
  frames.push({
    queryHasData: Boolean(list.currentData),
    showSkeleton: paged.showSkeleton,
    items: paged.items.length,
    latestItems: paged.latestItems.length,
  });
  return null;
}

const page = (count: number): Page => ({ items: Array.from({ length: count }, (_, index) => ({ id: index + 1 })), total: count });

describe('usePagedList', () => {
  it('renders an answer in a deferred pass: the skeleton stays until then, and no empty list shows meanwhile', () => {
    const frames: Frame[] = [];
    const { rerender } = render(<Recorder list={{ isError: false }} frames={frames} />);
    expect(frames.at(-1)).toMatchObject({ showSkeleton: true, items: 0 });

    const answer = page(12);
    act(() => rerender(<Recorder list={{ isError: false, currentData: answer, data: answer }} frames={frames} />));

    const afterAnswer = frames.filter((frame) => frame.queryHasData);
    // The urgent render still shows the skeleton; the deferred one (React slices it) shows the page.
    expect(afterAnswer[0]).toMatchObject({ showSkeleton: true, items: 0 });
    expect(afterAnswer.at(-1)).toMatchObject({ showSkeleton: false, items: 12 });
    expect(afterAnswer.some((frame) => !frame.showSkeleton && frame.items === 0)).toBe(false);
  });

  it('keeps the last answer while the next page loads, until the new one is rendered', () => {
    const frames: Frame[] = [];
    const first = page(12);
    const { rerender } = render(<Recorder list={{ isError: false, currentData: first, data: first }} frames={frames} />);
    act(() => rerender(<Recorder list={{ isError: false, data: first }} frames={frames} />));
    expect(frames.at(-1)).toMatchObject({ showSkeleton: true, items: 0, latestItems: 12 });

    const second = page(3);
    act(() => rerender(<Recorder list={{ isError: false, currentData: second, data: second }} frames={frames} />));
    expect(frames.at(-1)).toMatchObject({ showSkeleton: false, items: 3, latestItems: 3 });
  });
});
