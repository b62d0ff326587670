import { BaseModel } from './base-model';

/** The columns of GET /api/blog; the list leaves out the long `content` and `citations`. */
export const BLOG_LIST_COLUMNS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'author',
  'publishedDate',
  'imageUrl',
  'tags',
] as const;

export class BlogPost extends BaseModel {
  static override tableName = 'blog_posts';
  static override jsonAttributes = ['tags', 'citations'];
  static override dateAttributes = ['publishedDate', 'createdAt'];

  declare id: number;
  declare slug: string;
  declare title: string;
  declare excerpt: string;
  /** Trusted HTML. */
  declare content: string;
  declare author: string;
  declare publishedDate: Date;
  declare imageUrl: string | null;
  declare tags: string[];
  declare citations: string[];
  declare createdAt: Date;

  override $beforeInsert(): void {
    super.$beforeInsert();
    this.tags ??= [];
    this.citations ??= [];
  }
}
