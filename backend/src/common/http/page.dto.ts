import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

/** One page of a list: the items, the total over every page, the page and its size. */
export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The Swagger class of a page of `item`s, to extend: `class ReviewPageDto extends PageOf(ReviewDto, 10) {}`
 * (the subclass names the schema). `pageSize` is the list's default, shown as the example.
 */
export function PageOf<Item>(item: Type<Item>, pageSize: number): Type<Page<Item>> {
  class PageDto implements Page<Item> {
    @ApiProperty({ type: [item], description: 'Items of this page, in the order of the list' })
    items: Item[];

    @ApiProperty({ example: 58, description: 'Number of items over every page' })
    total: number;

    @ApiProperty({ example: 1, description: 'Number of this page, starting at 1' })
    page: number;

    @ApiProperty({ example: pageSize, description: 'Items per page as asked (the last page may hold fewer)' })
    pageSize: number;
  }
  return PageDto;
}
