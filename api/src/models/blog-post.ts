import { Model } from 'objection';
import type { BlogStatus } from '@campaign/shared';
import { BaseModel } from './base-model';
import { Upload } from './upload';

/** The columns of GET /api/blog; the list leaves out the long `content` and `citations`. */
export const BLOG_LIST_COLUMNS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'author',
  'publishedDate',
  'imageUrl',
  'imageId',
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
  /** An uploaded image (table `uploads`); when set, the article shows it instead of `imageUrl`. */
  declare imageId: number | null;
  /** `draft`, or `published`: shown from `publishedDate` on. */
  declare status: BlogStatus;
  declare tags: string[];
  declare citations: string[];
  declare createdAt: Date;
  /** The uploaded image, when fetched with the article (`withGraphFetched('image')`). */
  declare image?: Upload | null;

  static override relationMappings = () => ({
    image: {
      relation: Model.BelongsToOneRelation,
      modelClass: Upload,
      join: { from: 'blog_posts.imageId', to: 'uploads.id' },
    },
  });

  override $beforeInsert(): void {
    super.$beforeInsert();
    this.tags ??= [];
    this.citations ??= [];
  }
}
