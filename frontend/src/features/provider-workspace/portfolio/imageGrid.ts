/**
 * How a project's pictures fill their grid without an empty cell: one picture spans the row, two and
 * four sit in two columns, three, five and six in three. Where the last row of three would fall
 * short, the first pictures of the rows above span two columns: five are 2 + 1 over 1 + 1 + 1.
 */
export interface ImageGridLayout {
  columns: 1 | 2 | 3;
  /** Indexes of the pictures that span two columns. */
  wide: ReadonlySet<number>;
}

export function imageGridLayout(count: number): ImageGridLayout {
  if (count <= 1) return { columns: 1, wide: new Set() };
  if (count === 2 || count === 4) return { columns: 2, wide: new Set() };
  // Three columns: each short cell of the last row is made up by one row above holding a wide picture and one other.
  const missing = (3 - (count % 3)) % 3;
  const wide = new Set<number>();
  for (let row = 0; row < missing; row += 1) wide.add(row * 2);
  return { columns: 3, wide };
}

/** The cells a layout fills (a wide picture fills two): a full grid is a multiple of its columns. */
export function filledCells(count: number): number {
  const { wide } = imageGridLayout(count);
  return count + wide.size;
}
