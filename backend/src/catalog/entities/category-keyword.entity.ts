import { Entity, PrimaryColumn } from 'typeorm';

/** A Czech synonym that maps free text ("fotograf", "kapela") to a category id. */
@Entity('category_keywords')
export class CategoryKeyword {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  categoryId: string;

  @PrimaryColumn({ type: 'varchar', length: 120 })
  keyword: string;
}
